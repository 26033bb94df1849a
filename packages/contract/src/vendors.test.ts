import { describe, expect, it } from 'vitest';
import { resolveVendorHost, vendorForHost } from './vendors.ts';

describe('resolveVendorHost', () => {
  it('strips environment prefixes, ports and the .localhost suffix', () => {
    expect(resolveVendorHost('myaccount.photobox.co.uk')).toBe('photobox.co.uk');
    expect(resolveVendorHost('www.albelli.nl')).toBe('albelli.nl');
    expect(resolveVendorHost('t-dtap.myaccount.posterxxl.de')).toBe('posterxxl.de');
    expect(resolveVendorHost('photobox.co.uk.localhost:8080')).toBe('photobox.co.uk');
    expect(resolveVendorHost('B2B.posterxxl.de')).toBe('b2b.posterxxl.de');
  });

  it('knows nothing of foreign hosts', () => {
    expect(resolveVendorHost('example.com')).toBeUndefined();
    expect(resolveVendorHost('localhost:8080')).toBeUndefined();
  });
});

describe('vendorForHost', () => {
  it('gives each brand its theme class, name and locale', () => {
    expect(vendorForHost('albelli.nl.localhost')).toMatchObject({
      name: 'albelli',
      theme: 'alb',
      country: 'NL',
    });
    expect(vendorForHost('photobox.fr')).toMatchObject({ name: 'Photobox', theme: 'pbx' });
    expect(vendorForHost('hofmann.es')).toMatchObject({ theme: 'hfm', country: 'ES' });
    expect(vendorForHost('posterxxl.de').locale).toBe('de-AT');
    expect(vendorForHost('onskefoto.se').serviceVendorId).toBe('albelli.se');
  });

  it('falls back to the configured default vendor for unknown hosts', () => {
    expect(vendorForHost('localhost', 'albelli.be').host).toBe('albelli.be');
  });
});
