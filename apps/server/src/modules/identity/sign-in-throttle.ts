import type { RedisConnections } from '../../platform/redis/redis-connections.ts';
import { createRateLimiter, emailKey } from './account-rate-limit.ts';

/** Failed sign-ins one account may have in a window; then it waits for the next window. */
export const ACCOUNT_FAILURES_PER_WINDOW = 10;
/** Short enough that the owner is never kept out for long, long enough to stop guessing. */
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins per account (the per-address limit cannot see an attacker who changes address).
 * Counted in Redis when there is one, so every server shares the count; per server while Redis
 * is unreachable rather than not at all.
 */
export interface SignInThrottle {
  /** Seconds this e-mail address must wait before the next attempt; 0 when it may try now. */
  secondsToWait(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  /** The owner got in: earlier failures no longer count against them. */
  recordSuccess(email: string): Promise<void>;
}

export function createSignInThrottle(redis: RedisConnections | undefined): SignInThrottle {
  const limiter = createRateLimiter(redis, {
    name: 'sign-in-failures',
    points: ACCOUNT_FAILURES_PER_WINDOW,
    durationSeconds: ACCOUNT_WINDOW_SECONDS,
  });

  // Windows start at fixed times (multiples of the window), so the count of a window and the
  // wait after it follow the clock alone, whichever server counted.
  const windowMs = ACCOUNT_WINDOW_SECONDS * 1000;
  const currentWindow = (email: string) => {
    const now = Date.now();
    const index = Math.floor(now / windowMs);
    return { key: `${emailKey(email)}:${String(index)}`, endsInMs: (index + 1) * windowMs - now };
  };

  return {
    async secondsToWait(email) {
      const { key, endsInMs } = currentWindow(email);
      const failures = (await limiter.get(key))?.consumedPoints ?? 0;
      return failures >= ACCOUNT_FAILURES_PER_WINDOW ? Math.ceil(endsInMs / 1000) : 0;
    },
    async recordFailure(email) {
      await limiter.penalty(currentWindow(email).key, 1);
    },
    async recordSuccess(email) {
      await limiter.delete(currentWindow(email).key);
    },
  };
}
