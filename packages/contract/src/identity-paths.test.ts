import { describe, expect, it } from 'vitest';
import { ChannelSchema, identityPath, vendorForChannel } from './identity-paths.ts';

describe('identity service paths and channels', () => {
  it('names an identity by its provider type and subject, escaped', () => {
    expect(identityPath({ idpType: 'myaccount', idpSub: 'a/b c' })).toBe(
      '/v2/identities/myaccount/a%2Fb%20c',
    );
  });

  it('knows a channel by vendor host or by the id other services use', () => {
    expect(vendorForChannel('albelli.nl', 'photobox.co.uk').name).toBe('albelli');
    expect(vendorForChannel('albelli.se', 'photobox.co.uk').host).toBe('onskefoto.se');
    expect(ChannelSchema.safeParse('albelli.se').success).toBe(true);
  });

  it('refuses a channel that names no vendor, and falls back to the default vendor for one', () => {
    expect(ChannelSchema.safeParse('evil.example').success).toBe(false);
    expect(vendorForChannel('evil.example', 'hofmann.es').host).toBe('hofmann.es');
  });
});
