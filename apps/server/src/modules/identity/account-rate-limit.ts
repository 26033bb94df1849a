import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { hashedCounterKey } from '../../platform/http/rate-limit.ts';
import type { RedisConnections } from '../../platform/redis/redis-connections.ts';
import { normalizeEmail } from './account.service.ts';

export interface LimitOptions {
  /** The Redis key prefix's last part, naming what is counted. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * A counter of rate-limiter-flexible in Redis when there is one, so every server shares the
 * count; while Redis is unreachable, per server (its insurance limiter) rather than not at all.
 */
export function createRateLimiter(
  redis: RedisConnections | undefined,
  options: LimitOptions,
): RateLimiterAbstract {
  const limits = { points: options.points, duration: options.durationSeconds };
  const memory = new RateLimiterMemory(limits);
  return redis
    ? new RateLimiterRedis({
        ...limits,
        storeClient: redis.rateLimit,
        keyPrefix: `${redis.prefix}:${options.name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
}

/**
 * Attempts per account: a stolen token or a busy script cannot go on without end. Keys are kept
 * hashed (`hashedCounterKey`), so the store names no account.
 */
export interface AccountLimiter {
  /** Counts one attempt; resolves 0 when it may go ahead, else the seconds until the next may. */
  consume(key: string): Promise<number>;
  /** Forgets the attempts of a key. */
  reset(key: string): Promise<void>;
}

export function createAccountLimiter(
  redis: RedisConnections | undefined,
  options: LimitOptions,
): AccountLimiter {
  const limiter = createRateLimiter(redis, options);
  return {
    async consume(key) {
      try {
        await limiter.consume(hashedCounterKey(key));
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        }
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(hashedCounterKey(key));
    },
  };
}

/**
 * The key an e-mail address is counted under: a hash of it, so the store holds no addresses, and
 * unknown addresses count like known ones.
 */
export function emailKey(email: string): string {
  return hashedCounterKey(normalizeEmail(email));
}
