import { LRUCache } from 'lru-cache';

export interface VerifiedTokenCacheOptions {
  /** Most tokens remembered; the one used longest ago goes first. */
  maxEntries: number;
  /**
   * Longest a verification is reused, however late the token expires: a signing key the issuer
   * withdraws stops being honoured within this time, as it would without the cache.
   */
  maxAgeMs: number;
}

export const DEFAULT_VERIFIED_TOKEN_CACHE: VerifiedTokenCacheOptions = {
  // An access token is ~1 KB: at most a few MB.
  maxEntries: 5_000,
  maxAgeMs: 60_000,
};

interface Entry<T> {
  value: T;
  /** The earlier of the token's own expiry and the end of `maxAgeMs`. */
  reusableUntilMs: number;
}

export interface VerifiedTokenCache<T> {
  /** The caller of a token verified before, while the token is unexpired; else undefined. */
  get(token: string, nowMs: number): T | undefined;
  /**
   * Remembers a token that passed every check; `expiresAtMs` is the token's `exp`. The value is
   * handed to every later request with the token, so it must not be changed.
   */
  set(token: string, value: T, expiresAtMs: number, nowMs: number): void;
}

/**
 * Remembers verified access tokens (keyed by the whole token, signature included) so the RSA
 * check runs once per token rather than once per request. Only successful verifications are
 * kept, and an entry is never used at or after the token's `exp`: unlike the full check it
 * allows no clock tolerance. Access tokens are self-contained JWTs that are not looked up
 * anywhere (signing out ends the refresh grant; its access tokens run out by `exp`), so
 * reusing a verification within the token's life accepts nothing the full check would refuse.
 */
export function createVerifiedTokenCache<T>(
  options: VerifiedTokenCacheOptions,
): VerifiedTokenCache<T> {
  if (options.maxEntries <= 0) {
    return { get: () => undefined, set: () => undefined };
  }
  const entries = new LRUCache<string, Entry<T>>({ max: options.maxEntries });
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (!entry) {
        return undefined;
      }
      if (nowMs >= entry.reusableUntilMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.value;
    },
    set(token, value, expiresAtMs, nowMs) {
      const reusableUntilMs = Math.min(expiresAtMs, nowMs + options.maxAgeMs);
      if (reusableUntilMs <= nowMs) {
        return;
      }
      entries.set(token, { value, reusableUntilMs });
    },
  };
}
