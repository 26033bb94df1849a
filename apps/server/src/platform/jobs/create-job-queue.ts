import type { AppSettings } from '../../config/env.ts';
import type { DatabaseHandle } from '../database/create-database.ts';
import type { Logger } from '../logging/create-logger.ts';
import type { RedisConnections } from '../redis/redis-connections.ts';
import { createBullMqJobQueue } from './bullmq-job-queue.ts';
import { createDatabaseJobQueue } from './database-job-queue.ts';
import type { JobQueue } from './job-queue.ts';

/** BullMQ when Redis is configured, else the runner over the database. */
export function createJobQueue(
  settings: AppSettings,
  database: DatabaseHandle,
  redis: RedisConnections | undefined,
  logger: Logger,
): JobQueue {
  const common = {
    logger: logger.child({ component: 'jobs' }),
    concurrency: settings.JOBS_CONCURRENCY,
    retryDelayMs: settings.JOBS_RETRY_DELAY_MS,
    leaseMs: settings.JOBS_LEASE_MS,
  };
  if (redis) {
    return createBullMqJobQueue({ ...common, connection: redis.commands, prefix: redis.prefix });
  }
  return createDatabaseJobQueue({ ...common, db: database.db });
}
