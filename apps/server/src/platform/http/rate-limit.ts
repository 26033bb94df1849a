import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RedisConnections } from '../redis/redis-connections.ts';
import { HttpError } from './http-error.ts';

/**
 * Rate limits for the routes that ask for one (`config: { rateLimit: { max, timeWindow } }`),
 * counted in Redis when there is one, so that every server shares the count.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: RedisConnections | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis: redis.rateLimit,
          nameSpace: `${redis.prefix}:rate-limit:`,
          // While Redis is away, serve rather than fail every limited route.
          skipOnError: true,
        }
      : {}),
    // Thrown by the plugin, so the one error handler answers in the error shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'RATE_LIMITED', `Too many requests: try again in ${context.after}`),
  });
}

/**
 * The key a counter of one customer (or address) is kept under: a hash of it, so the store holds
 * no customer's id or address, and nothing of theirs is left there once their account is gone.
 */
export function hashedCounterKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
