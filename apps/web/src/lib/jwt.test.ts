import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenValid, tokenExpiresAt } from '@/lib/jwt';
import { fakeAccessToken, fakeJwt } from '@/testing/fake-jwt';

describe('decodeJwtPayload', () => {
  it('requires a token', () => {
    expect(() => decodeJwtPayload('')).toThrow('JWT Token must be provided');
    expect(() => decodeJwtPayload(undefined)).toThrow('JWT Token must be provided');
    expect(() => decodeJwtPayload(null)).toThrow('JWT Token must be provided');
  });

  it('requires a payload segment', () => {
    expect(() => decodeJwtPayload('header-only')).toThrow('JWT Token must have a Payload');
    expect(() => decodeJwtPayload('header..signature')).toThrow('JWT Token must have a Payload');
  });

  it('decodes base64url payloads, including non-ASCII text', () => {
    const token = fakeJwt({ sub: 'a-1', name: 'Åsa Öberg' });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'a-1', name: 'Åsa Öberg' });
  });
});

describe('token expiry', () => {
  it('reads exp as milliseconds', () => {
    expect(tokenExpiresAt(fakeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt(fakeJwt({ sub: 'x' }))).toBeUndefined();
    expect(tokenExpiresAt('garbage')).toBeUndefined();
  });

  it('treats tokens expiring within the skew as expired', () => {
    const now = Date.now();
    expect(isTokenValid(fakeAccessToken(), now)).toBe(true);
    expect(isTokenValid(fakeJwt({ exp: Math.floor(now / 1000) + 10 }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: Math.floor(now / 1000) - 10 }), now)).toBe(false);
    expect(isTokenValid(undefined, now)).toBe(false);
  });
});
