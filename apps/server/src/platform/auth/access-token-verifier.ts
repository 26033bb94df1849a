import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AccessTokenClaimsSchema } from '@my-account/contract/auth';
import { HttpError } from '../http/http-error.ts';
import { authUserFromClaims, type AuthUser } from './auth-user.ts';
import {
  createVerifiedTokenCache,
  DEFAULT_VERIFIED_TOKEN_CACHE,
  type VerifiedTokenCacheOptions,
} from './verified-token-cache.ts';

/** Asymmetric algorithms only: a token signed with a shared secret or "none" never passes. */
export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** A little slack for clocks that differ between the provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** Reuse of verified tokens; `{ maxEntries: 0 }` turns it off. */
  cache?: VerifiedTokenCacheOptions;
  /** The clock (tests move it). */
  now?: () => number;
}

export type AccessTokenVerifier = (token: string) => Promise<AuthUser>;

/**
 * Checks an access token's signature, issuer, audience, expiry and algorithm, then its claims.
 * Every failure is a 401 `HttpError` whose code tells the client what to do
 * (TOKEN_EXPIRED: refresh; INVALID_TOKEN: sign in again).
 */
export function createAccessTokenVerifier(
  options: AccessTokenVerifierOptions,
): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  // Each page of the app sends the same token many times a minute: one signature check each.
  const cache = createVerifiedTokenCache(options.cache ?? DEFAULT_VERIFIED_TOKEN_CACHE);
  return async (token) => {
    const nowMs = now();
    const cached = cache.get(token, nowMs);
    if (cached) {
      return cached;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ACCESS_TOKEN_ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(nowMs),
      }));
    } catch (error) {
      throw toHttpError(error);
    }
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) {
      throw invalidToken('The access token lacks required claims');
    }
    const user = authUserFromClaims(claims.data);
    // jose checked `exp` is present (requiredClaims) and a number.
    if (typeof payload.exp === 'number') {
      cache.set(token, user, payload.exp * 1000, nowMs);
    }
    return user;
  };
}

export function invalidToken(message: string): HttpError {
  return new HttpError(401, 'INVALID_TOKEN', message);
}

function toHttpError(error: unknown): unknown {
  if (error instanceof errors.JWTExpired) {
    return new HttpError(401, 'TOKEN_EXPIRED', 'The access token has expired');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return invalidToken(`The access token is not valid here (${error.claim})`);
  }
  if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
    return invalidToken('The access token is malformed or its signature is not valid');
  }
  // Network trouble reaching an external provider's keys is ours, not the caller's: a 5xx.
  return error;
}
