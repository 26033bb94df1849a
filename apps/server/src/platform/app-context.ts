import type { AppSettings } from '../config/env.ts';
import type { BlobStore } from './blobs/blob-store.ts';
import type { DatabaseHandle } from './database/create-database.ts';
import type { HeicDecoderPool } from './images/heic-decoder-pool.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Readiness } from './lifecycle/readiness.ts';
import type { Logger } from './logging/create-logger.ts';
import type { Mailer } from './mailer/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { PushHub } from './push/push-hub.ts';
import type { RedisConnections } from './redis/redis-connections.ts';
import type { DownloadUrlSigner } from './signed-urls/download-url-signer.ts';
import type { ImageUrlSigner } from './signed-urls/image-url-signer.ts';

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
  /** Prometheus instruments of this process (`GET /api/metrics`). */
  metrics: Metrics;
  /** Starting, ready or draining: what `GET /api/health/ready` tells the load balancer. */
  readiness: Readiness;
  /**
   * Shared by every module that decodes photos (uploads, imports, demo seeding): one pool per
   * process, so HEIC_DECODE_WORKERS bounds the memory of the whole server (decision 0131).
   */
  heicDecoder: HeicDecoderPool;
  /** The photo image URL signer, made on first use (its secret lives in the database). */
  imageUrlSigner: () => Promise<ImageUrlSigner>;
  /** The download URL signer (archives, originals, export chunks), made on first use. */
  downloadUrlSigner: () => Promise<DownloadUrlSigner>;
  /** Where the built web app is served from; tests point it elsewhere or at nothing. */
  webDistDir?: string;
}
