import type { AppSettings } from '../config/env.ts';
import type { BlobStore } from './blobs/blob-store.ts';
import type { DatabaseHandle } from './database/create-database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logging/create-logger.ts';
import type { Mailer } from './mailer/mailer.ts';
import type { PushHub } from './push/push-hub.ts';
import type { RedisConnections } from './redis/redis-connections.ts';

/** The platform every module is built on; created once in `createAppContext`. */
export interface AppContext {
  settings: AppSettings;
  logger: Logger;
  database: DatabaseHandle;
  /** Present when REDIS_URL is set; the ports and the rate limiter share these connections. */
  redis: RedisConnections | undefined;
  blobs: BlobStore;
  jobs: JobQueue;
  push: PushHub;
  mailer: Mailer;
  /** Where the built web app is served from; tests point it elsewhere or at nothing. */
  webDistDir?: string;
}
