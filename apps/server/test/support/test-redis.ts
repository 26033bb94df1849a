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

/** What one key under the prefix holds, as text (hashes, lists, sets and strings). */
async function keyText(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, -1));
    case 'set':
      return JSON.stringify(await redis.smembers(key));
    case 'zset':
      return JSON.stringify(await redis.zrange(key, '0', '-1'));
    case 'string':
      return (await redis.get(key)) ?? '';
    default:
      return '';
  }
}

/** The keys under the prefix whose name or contents hold one of the texts. */
export async function redisKeysNaming(
  url: string,
  prefix: string,
  texts: readonly string[],
): Promise<string[]> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const found: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const text = `${key} ${await keyText(redis, key)}`;
        if (texts.some((needle) => text.includes(needle))) {
          found.push(key);
        }
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return found.sort();
}
