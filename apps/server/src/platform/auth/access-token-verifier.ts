import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../http/http-error.ts';
import type { AuthUser } from './auth-user.ts';
import { callerFromClaims, type Caller } from './service-caller.ts';
import {
  createVerifiedTokenCache,
  DEFAULT_VERIFIED_TOKEN_CACHE,
  type VerifiedTokenCacheOptions,
} from './verified-token-cache.ts';

/** Asymmetric algorithms only: a token signed with a shared secret or "none" never passes. */
export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** The JWT header `typ` of an access token (RFC 9068). */
export const ACCESS_TOKEN_TYPE = 'at+jwt';

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

/** A customer's access token to the customer it names. */
export type AccessTokenVerifier = (token: string) => Promise<AuthUser>;
/** Any access token, a customer's or a service's, to whom it speaks for. */
export type CallerVerifier = (token: string) => Promise<Caller>;

/**
 * Checks an access token's signature, type, issuer, audience, expiry and algorithm, then its
 * claims: a customer's (identity claims) or a service's (client credentials, decision 0170).
 * Every failure is a 401 `HttpError` whose code tells the client what to do
 * (TOKEN_EXPIRED: refresh; INVALID_TOKEN: sign in again).
 */
export function createCallerVerifier(options: AccessTokenVerifierOptions): CallerVerifier {
  const now = options.now ?? Date.now;
  // Each page of the app sends the same token many times a minute: one signature check each.
  const cache = createVerifiedTokenCache<Caller>(options.cache ?? DEFAULT_VERIFIED_TOKEN_CACHE);
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
        // RFC 9068: an access token says so in its header, so no other JWT the same issuer signs
        // (an ID token, a logout token) is ever taken for one. jose also accepts application/at+jwt.
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(nowMs),
      }));
    } catch (error) {
      throw toHttpError(error);
    }
    const caller = callerFromClaims(payload);
    if (!caller) {
      throw invalidToken('The access token lacks required claims');
    }
    // jose checked `exp` is present (requiredClaims) and a number.
    if (typeof payload.exp === 'number') {
      cache.set(token, caller, payload.exp * 1000, nowMs);
    }
    return caller;
  };
}

/** Customer routes take customers' tokens only: a service's is not one (401, as any other). */
export function customerTokenVerifier(verifyCaller: CallerVerifier): AccessTokenVerifier {
  return async (token) => {
    const caller = await verifyCaller(token);
    if (caller.kind !== 'customer') {
      throw invalidToken("A service's token is not a customer's access token");
    }
    return caller.user;
  };
}

/** The customer-only verifier on its own (push connections, tests). */
export function createAccessTokenVerifier(
  options: AccessTokenVerifierOptions,
): AccessTokenVerifier {
  return customerTokenVerifier(createCallerVerifier(options));
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
