import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { vi } from 'vitest';
import { describeJobBacklogContract } from '../../../test/contracts/job-queue-backlog.contract.ts';
import {
  describeJobQueueContract,
  type JobQueueFixture,
} from '../../../test/contracts/job-queue.contract.ts';
import { testDatabases } from '../../../test/support/migrated-database.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from '../../../test/support/test-redis.ts';
import { createBullMqJobQueue } from './bullmq-job-queue.ts';
import { createDatabaseJobQueue } from './database-job-queue.ts';

const RETRY_DELAY_MS = 50;

for (const { name, open } of testDatabases()) {
  const setup = async (): Promise<JobQueueFixture> => {
    const migrated = await open();
    // The runner takes due times from Date: a fake clock moves them on at once, while the runner
    // polls on real timers against the real database.
    vi.useFakeTimers({ toFake: ['Date'] });
    return {
      retryDelayMs: RETRY_DELAY_MS,
      async elapse(ms) {
        vi.advanceTimersByTime(ms);
        // A turn of the event loop: what the runner does at once (say, on stop()) is done.
        await setImmediate();
      },
      createQueue: () =>
        createDatabaseJobQueue({
          db: migrated.database.db,
          logger: silentLogger(),
          concurrency: 2,
          retryDelayMs: RETRY_DELAY_MS,
          pollIntervalMs: 25,
          leaseMs: 5_000,
        }),
      async cleanup() {
        vi.useRealTimers();
        await migrated.destroy();
      },
    };
  };
  describeJobQueueContract(`database runner on ${name}`, setup);
  describeJobBacklogContract(`database runner on ${name}`, setup);
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const setup = async (): Promise<JobQueueFixture> => {
    const prefix = uniqueRedisPrefix();
    const connections: Redis[] = [];
    return {
      retryDelayMs: RETRY_DELAY_MS,
      // BullMQ keeps delays and retries in Redis, on the wall clock.
      elapse: (ms) => sleep(ms),
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
  };
  describeJobQueueContract('bullmq on redis', setup);
  describeJobBacklogContract('bullmq on redis', setup);
}
