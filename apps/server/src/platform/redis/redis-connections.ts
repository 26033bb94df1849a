import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logging/create-logger.ts';

/**
 * The Redis connections of one process. They differ in how they behave while Redis is away,
 * which is why they are separate connections rather than one.
 */
export interface RedisConnections {
  /** BullMQ queues and push publishing. BullMQ requires `maxRetriesPerRequest: null`. */
  commands: Redis;
  /** A connection in subscriber mode can run no other command, hence its own. */
  subscriber: Redis;
  /** Fails fast, so that rate limiting never holds a request while Redis is away. */
  rateLimit: Redis;
  /** Namespace of every key and channel (REDIS_PREFIX). */
  prefix: string;
  close(): Promise<void>;
}

export function createRedisConnections(
  url: string,
  prefix: string,
  logger: Logger,
): RedisConnections {
  const open = (name: string, options: RedisOptions): Redis => {
    const client = new Redis(url, { connectionName: `${prefix}:${name}`, ...options });
    // Without a listener ioredis prints every reconnection error; log them once through pino.
    client.on('error', (error: Error) => {
      logger.warn({ err: error, connection: name }, 'redis connection error');
    });
    return client;
  };
  const commands = open('commands', { maxRetriesPerRequest: null });
  const subscriber = open('subscriber', { maxRetriesPerRequest: null });
  const rateLimit = open('rate-limit', { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  return {
    commands,
    subscriber,
    rateLimit,
    prefix,
    async close() {
      await Promise.all([commands, subscriber, rateLimit].map(closeClient));
    },
  };
}

async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'end') {
    return;
  }
  try {
    await client.quit();
  } catch {
    // QUIT fails when the connection is already broken; dropping it is all that is left to do.
    client.disconnect();
  }
}
