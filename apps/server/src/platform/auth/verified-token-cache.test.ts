import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { ACCESS_TOKEN_TYPE, createAccessTokenVerifier } from './access-token-verifier.ts';
import type { VerifiedTokenCacheOptions } from './verified-token-cache.ts';

const ISSUER = 'https://issuer.example';
const AUDIENCE = 'my-account';
const START_MS = Date.UTC(2026, 0, 1);
let privateKey: CryptoKey;
let keys: JWTVerifyGetKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1' }] });
});

async function token(sub: string, expiresAtMs: number): Promise<string> {
  return new SignJWT({ idp_type: 'myaccount', idp_sub: sub })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: ACCESS_TOKEN_TYPE })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(START_MS / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(privateKey);
}

/** A verifier on a movable clock that counts full (signature) verifications. */
function verifierWith(cache?: VerifiedTokenCacheOptions) {
  const clock = { nowMs: START_MS, fullChecks: 0, keysWithdrawn: false };
  const verify = createAccessTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    keys: async (header, jws) => {
      clock.fullChecks += 1;
      if (clock.keysWithdrawn) {
        return createLocalJWKSet({ keys: [] })(header, jws);
      }
      return keys(header, jws);
    },
    cache,
    now: () => clock.nowMs,
  });
  return { clock, verify };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error instanceof HttpError ? error.code : 'accepted';
}

describe('verified access token cache', () => {
  it('checks the signature once per token while it is valid', async () => {
    const { clock, verify } = verifierWith();
    const t = await token('a', START_MS + 300_000);
    expect((await verify(t)).sub).toBe('a');
    clock.nowMs += 30_000;
    expect((await verify(t)).sub).toBe('a');
    expect(clock.fullChecks).toBe(1);
  });

  it('never answers from the cache at or after exp: the full check decides (and refuses)', async () => {
    const { clock, verify } = verifierWith({ maxEntries: 10, maxAgeMs: 3_600_000 });
    const t = await token('a', START_MS + 20_000);
    await verify(t);
    clock.nowMs = START_MS + 20_000;
    // Within the full check's 5 s clock tolerance it still passes, but only by a new check.
    await verify(t);
    expect(clock.fullChecks).toBe(2);
    clock.nowMs = START_MS + 26_000;
    expect(await codeOf(verify(t))).toBe('TOKEN_EXPIRED');
    expect(clock.fullChecks).toBe(3);
  });

  it('checks again after maxAgeMs, so a withdrawn signing key stops working', async () => {
    const { clock, verify } = verifierWith({ maxEntries: 10, maxAgeMs: 60_000 });
    const t = await token('a', START_MS + 3_600_000);
    await verify(t);
    clock.keysWithdrawn = true;
    clock.nowMs += 59_000;
    expect(await codeOf(verify(t))).toBe('accepted');
    clock.nowMs += 1_000;
    expect(await codeOf(verify(t))).toBe('INVALID_TOKEN');
  });

  it('keeps no failure: a tampered token is refused every time, the genuine one still passes', async () => {
    const { clock, verify } = verifierWith();
    const t = await token('a', START_MS + 300_000);
    await verify(t);
    const [header = '', payload = '', signature = ''] = t.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = `${header}.${payload}.${flipped}`;
    expect(await codeOf(verify(tampered))).toBe('INVALID_TOKEN');
    expect(await codeOf(verify(tampered))).toBe('INVALID_TOKEN');
    expect(await codeOf(verify(t))).toBe('accepted');
    expect(clock.fullChecks).toBe(3);
  });

  it('holds at most maxEntries tokens, dropping the one used longest ago', async () => {
    const { clock, verify } = verifierWith({ maxEntries: 2, maxAgeMs: 60_000 });
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((sub) => token(sub, START_MS + 300_000)),
    );
    // a is used again after b, so c's arrival drops b, though a came first.
    for (const t of [a, b, a, c, a]) {
      await verify(t ?? '');
    }
    expect(clock.fullChecks).toBe(3);
    expect((await verify(b ?? '')).sub).toBe('b');
    expect(clock.fullChecks).toBe(4);
  });

  it('can be turned off', async () => {
    const { clock, verify } = verifierWith({ maxEntries: 0, maxAgeMs: 60_000 });
    const t = await token('a', START_MS + 300_000);
    await verify(t);
    await verify(t);
    expect(clock.fullChecks).toBe(2);
  });
});
