import { Redis } from 'ioredis';
import { describePushHubContract } from '../../../test/contracts/push-hub.contract.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { uniqueRedisPrefix } from '../../../test/support/test-redis.ts';
import { createInProcessPushHub } from './in-process-push-hub.ts';
import { createRedisPushHub } from './redis-push-hub.ts';

describePushHubContract('in-process', async () => {
  const hub = createInProcessPushHub(silentLogger());
  return { publisher: hub, subscriber: hub, cleanup: () => hub.close() };
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  // Two hubs with their own connections: a publisher on one server, a listener on another.
  describePushHubContract('redis pub/sub', async () => {
    const prefix = uniqueRedisPrefix();
    const connections = Array.from({ length: 4 }, () => new Redis(redisUrl));
    const [publisherCommands, publisherSubscriber, subscriberCommands, subscriberSubscriber] =
      connections as [Redis, Redis, Redis, Redis];
    const publisher = createRedisPushHub({
      publisher: publisherCommands,
      subscriber: publisherSubscriber,
      prefix,
      logger: silentLogger(),
    });
    const subscriber = createRedisPushHub({
      publisher: subscriberCommands,
      subscriber: subscriberSubscriber,
      prefix,
      logger: silentLogger(),
    });
    return {
      publisher,
      subscriber,
      async cleanup() {
        await Promise.all([publisher.close(), subscriber.close()]);
        await Promise.all(connections.map((connection) => connection.quit()));
      },
    };
  });
}
