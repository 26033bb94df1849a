import type { AppSettings } from '../config/env.ts';
import type { AppContext } from './app-context.ts';
import { createBlobStore } from './blobs/create-blob-store.ts';
import { createDatabase, type DatabaseHandle } from './database/create-database.ts';
import { migrateToLatest } from './database/migrate.ts';
import { createHeicDecoderPool } from './images/heic-decoder-pool.ts';
import { configureSharp } from './images/sharp-settings.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { createReadiness } from './lifecycle/readiness.ts';
import { createLogger, type Logger } from './logging/create-logger.ts';
import { createMailer } from './mailer/create-mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createPushHub } from './push/create-push-hub.ts';
import { createRedisConnections } from './redis/redis-connections.ts';
import { lazyDownloadUrlSigner } from './signed-urls/download-url-signer.ts';
import { lazyImageUrlSigner } from './signed-urls/image-url-signer.ts';

export interface AppContextHandle extends AppContext {
  /**
   * Stops the jobs (waiting for running handlers, which may still publish, mail, decode and
   * query), then the push hub, mailer, blob client, HEIC decoders and Redis, and last the
   * database they all used.
   * Close the HTTP server first, so no request is left needing any of them.
   */
  close(): Promise<void>;
}

export interface AppContextOptions {
  /** An existing database (tests bring a per-schema one); the caller then destroys it. */
  database?: DatabaseHandle;
  logger?: Logger;
}

/** Builds every port from the settings: the embedded defaults, or the scale-out adapters. */
export async function createAppContext(
  settings: AppSettings,
  options: AppContextOptions = {},
): Promise<AppContextHandle> {
  const logger = options.logger ?? createLogger(settings);
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    createDatabase({
      databaseUrl: settings.DATABASE_URL,
      dataDir: settings.DATA_DIR,
      onConnectionError: (error) => {
        logger.warn({ err: error }, 'an idle database connection failed');
      },
    });
  try {
    const ran = await migrateToLatest(database.db);
    if (ran.length > 0) {
      // Which instance migrated: of several starting together, only one logs this (decision 0282).
      logger.info({ migrations: ran.length, last: ran.at(-1) }, 'ran the database migrations');
    }
  } catch (error) {
    if (ownsDatabase) {
      await database.destroy();
    }
    throw error;
  }
  const redis = settings.REDIS_URL
    ? createRedisConnections(settings.REDIS_URL, settings.REDIS_PREFIX, logger)
    : undefined;
  const blobStore = createBlobStore(settings, logger);
  const jobs = createJobQueue(settings, database, redis, logger);
  const push = createPushHub(redis, logger);
  const mailer = createMailer(settings, database);
  const heicDecoder = createHeicDecoderPool(settings.HEIC_DECODE_WORKERS);
  const metrics = createMetrics({
    jobBacklog: () => jobs.backlog(),
    processMetrics: settings.METRICS_TOKEN !== undefined,
  });
  configureSharp();

  return {
    settings,
    logger,
    database,
    redis,
    blobs: blobStore.blobs,
    jobs,
    push,
    mailer,
    metrics,
    readiness: createReadiness(),
    heicDecoder,
    imageUrlSigner: lazyImageUrlSigner(database.db),
    downloadUrlSigner: lazyDownloadUrlSigner(database.db),
    async close() {
      await jobs.stop();
      await Promise.all([push.close(), mailer.close(), blobStore.close(), heicDecoder.close()]);
      await redis?.close();
      if (ownsDatabase) {
        await database.destroy();
      }
    },
  };
}
