/** Base64url of the UTF-8 bytes of the JSON, as real tokens are encoded. */
function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the app never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** An access token with the contract's claims, valid for an hour unless `exp` is given. */
export function fakeAccessToken(overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return fakeJwt({
    sub: 'account-1',
    email: 'jane@example.com',
    idp_type: 'local',
    idp_sub: 'user-1',
    amr: ['pwd'],
    iat: now,
    exp: now + 3600,
    ...overrides,
  });
}
