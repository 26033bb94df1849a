import type { Logger } from '../logging/create-logger.ts';
import type { RedisConnections } from '../redis/redis-connections.ts';
import { createInProcessPushHub } from './in-process-push-hub.ts';
import type { PushHub } from './push-hub.ts';
import { createRedisPushHub } from './redis-push-hub.ts';

/** Redis pub/sub when Redis is configured, else in-process. */
export function createPushHub(redis: RedisConnections | undefined, logger: Logger): PushHub {
  const child = logger.child({ component: 'push' });
  if (redis) {
    return createRedisPushHub({
      publisher: redis.commands,
      subscriber: redis.subscriber,
      prefix: redis.prefix,
      logger: child,
    });
  }
  return createInProcessPushHub(child);
}
