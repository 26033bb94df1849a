import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A Redis key prefix no other test app or parallel run uses. */
export function uniqueRedisPrefix(): string {
  return `test-${randomUUID().slice(0, 8)}`;
}

/** Removes every key under the prefix, so test runs leave the shared Redis as they found it. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) {
        await redis.unlink(...keys);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
