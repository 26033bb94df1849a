import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from './cookie-domain.ts';

describe('cookieDomainFor', () => {
  it('removes the myaccount., t-dtap, a-dtap and www prefixes', () => {
    expect(cookieDomainFor('myaccount.photobox.co.uk')).toBe('photobox.co.uk');
    expect(cookieDomainFor('www.albelli.nl')).toBe('albelli.nl');
    expect(cookieDomainFor('t-dtap.albelli.de')).toBe('albelli.de');
    expect(cookieDomainFor('a-dtap.posterxxl.at')).toBe('posterxxl.at');
  });

  it('removes stacked prefixes in any order, and the port', () => {
    expect(cookieDomainFor('t-dtap.myaccount.albelli.nl')).toBe('albelli.nl');
    expect(cookieDomainFor('myaccount.a-dtap.photobox.fr:8443')).toBe('photobox.fr');
    expect(cookieDomainFor('t-dtap-myaccount.hofmann.es')).toBe('hofmann.es');
  });

  it('keeps hosts without a prefix, lower-cased', () => {
    expect(cookieDomainFor('B2B.PosterXXL.de')).toBe('b2b.posterxxl.de');
    expect(cookieDomainFor('photobox.co.uk')).toBe('photobox.co.uk');
  });

  it('does not mistake a brand that merely starts like a prefix', () => {
    expect(cookieDomainFor('wwwphotos.example.com')).toBe('wwwphotos.example.com');
  });

  it('omits the domain for localhost, *.localhost, IP addresses and single labels', () => {
    expect(cookieDomainFor('localhost:8080')).toBeUndefined();
    expect(cookieDomainFor('photobox.co.uk.localhost:8080')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1:8080')).toBeUndefined();
    expect(cookieDomainFor('192.168.1.20')).toBeUndefined();
    expect(cookieDomainFor('[::1]:8080')).toBeUndefined();
    expect(cookieDomainFor('intranet')).toBeUndefined();
  });
});
