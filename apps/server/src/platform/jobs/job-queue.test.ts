import { Redis } from 'ioredis';
import { describeJobQueueContract } from '../../../test/contracts/job-queue.contract.ts';
import { testDatabases } from '../../../test/support/migrated-database.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from '../../../test/support/test-redis.ts';
import { createBullMqJobQueue } from './bullmq-job-queue.ts';
import { createDatabaseJobQueue } from './database-job-queue.ts';

const RETRY_DELAY_MS = 50;

for (const { name, open } of testDatabases()) {
  describeJobQueueContract(`database runner on ${name}`, async () => {
    const migrated = await open();
    return {
      retryDelayMs: RETRY_DELAY_MS,
      createQueue: () =>
        createDatabaseJobQueue({
          db: migrated.database.db,
          logger: silentLogger(),
          concurrency: 2,
          retryDelayMs: RETRY_DELAY_MS,
          pollIntervalMs: 25,
          leaseMs: 5_000,
        }),
      cleanup: () => migrated.destroy(),
    };
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describeJobQueueContract('bullmq on redis', async () => {
    const prefix = uniqueRedisPrefix();
    const connections: Redis[] = [];
    return {
      retryDelayMs: RETRY_DELAY_MS,
      createQueue: () => {
        const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
        connections.push(connection);
        return createBullMqJobQueue({
          connection,
          prefix,
          logger: silentLogger(),
          concurrency: 2,
          retryDelayMs: RETRY_DELAY_MS,
        });
      },
      async cleanup() {
        await Promise.all(connections.map((connection) => connection.quit()));
        await deleteRedisKeys(redisUrl, prefix);
      },
    };
  });
}
