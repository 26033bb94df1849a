import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueBacklog } from '../jobs/job-queue.ts';

/** How an upload ended, as counted by `my_account_uploads_total`. */
export type UploadOutcome = 'created' | 'duplicate' | 'refused' | 'failed';

/** The server's Prometheus instruments, one registry per app context (tests run several). */
export interface Metrics {
  registry: Registry;
  httpRequestSeconds: Histogram<'method' | 'route' | 'status_class'>;
  uploads: Counter<'outcome'>;
  thumbnailSeconds: Histogram;
  pushConnections: Gauge;
}

export interface MetricsOptions {
  /** The job backlog per queue, read when Prometheus scrapes. */
  jobBacklog: () => Promise<QueueBacklog[]>;
  /**
   * Process metrics (CPU, memory, event loop lag, GC): they start timers and observers that
   * live as long as the process, so only when metrics are served (METRICS_TOKEN).
   */
  processMetrics: boolean;
}

const PREFIX = 'my_account_';

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) {
    collectDefaultMetrics({ register: registry, prefix: PREFIX });
  }
  registerJobBacklog(registry, options.jobBacklog);
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from request to response, by route pattern and status class (2xx, 4xx...)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    uploads: new Counter({
      name: `${PREFIX}uploads_total`,
      help: 'Photo uploads by outcome: created, duplicate (already in the library), refused, failed',
      labelNames: ['outcome'],
      registers,
    }),
    thumbnailSeconds: new Histogram({
      name: `${PREFIX}thumbnail_generation_seconds`,
      help: 'Time to decode a photo once and make its thumbnails and placeholder',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
      registers,
    }),
    pushConnections: new Gauge({
      name: `${PREFIX}push_connections`,
      help: 'Push sockets open on this server',
      registers,
    }),
  };
}

/** Depth and oldest age per queue, read from the jobs port at each scrape. */
function registerJobBacklog(registry: Registry, read: () => Promise<QueueBacklog[]>): void {
  // One read serves both gauges of a scrape (Prometheus collects them one after the other).
  let pending: Promise<QueueBacklog[]> | undefined;
  const backlog = (): Promise<QueueBacklog[]> => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  const depth = new Gauge({
    name: `${PREFIX}job_queue_depth`,
    help: 'Jobs due and waiting to be taken, per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      depth.reset();
      for (const queue of await backlog()) {
        depth.set({ queue: queue.queue }, queue.waiting);
      }
    },
  });
  const oldest = new Gauge({
    name: `${PREFIX}job_queue_oldest_age_seconds`,
    help: 'How long the oldest due job of each queue has waited (0 when none waits)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      oldest.reset();
      for (const queue of await backlog()) {
        oldest.set({ queue: queue.queue }, queue.oldestWaitingMs / 1000);
      }
    },
  });
}
