import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../../test/support/migrated-database.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from '../../../test/support/test-redis.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { correlationIdFor } from '../http/correlation-id.ts';
import { registerCorrelationScope } from '../http/correlation-scope-hooks.ts';
import { createBullMqJobQueue } from '../jobs/bullmq-job-queue.ts';
import { createDatabaseJobQueue } from '../jobs/database-job-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { createLogger, type Logger } from './create-logger.ts';

const Payload = z.object({ n: z.number() });

interface LogLine {
  msg: string;
  reqId?: string;
  correlationId?: string;
  n?: number;
}

interface Adapter {
  name: string;
  open(logger: Logger): Promise<{ jobs: JobQueue; close(): Promise<void> }>;
}

const adapters: Adapter[] = testDatabases().map(({ name, open }) => ({
  name: `database runner on ${name}`,
  async open(logger) {
    const migrated = await open();
    const jobs = createDatabaseJobQueue({
      db: migrated.database.db,
      logger,
      concurrency: 1,
      retryDelayMs: 50,
      pollIntervalMs: 25,
    });
    return {
      jobs,
      async close() {
        await jobs.stop();
        await migrated.destroy();
      },
    };
  },
}));
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  adapters.push({
    name: 'bullmq on redis',
    async open(logger) {
      const prefix = uniqueRedisPrefix();
      const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
      const jobs = createBullMqJobQueue({
        connection,
        prefix,
        logger,
        concurrency: 1,
        retryDelayMs: 50,
      });
      return {
        jobs,
        async close() {
          await jobs.stop();
          await connection.quit();
          await deleteRedisKeys(redisUrl, prefix);
        },
      };
    },
  });
}

for (const adapter of adapters) {
  describe(`job log lines carry the correlation id of the request that queued them: ${adapter.name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) {
        await cleanup();
      }
    });

    /** The queue, a server whose POST /enqueue queues its body, and every log line. */
    async function setUp(): Promise<{ url: string; jobs: JobQueue; lines: LogLine[] }> {
      const lines: LogLine[] = [];
      const logger = createLogger(
        { LOG_LEVEL: 'info', NODE_ENV: 'production' },
        {
          write(line: string) {
            lines.push(JSON.parse(line) as LogLine);
          },
        },
      );
      const opened = await adapter.open(logger);
      cleanups.push(() => opened.close());
      const jobs = opened.jobs;
      jobs.register('correlated', async (payload) => {
        logger.info({ n: Payload.parse(payload).n }, 'job ran');
      });
      await jobs.start();
      const loggerInstance: FastifyBaseLogger = logger;
      const app = Fastify({ loggerInstance, genReqId: correlationIdFor });
      registerCorrelationScope(app);
      app.post('/enqueue', async (request) => {
        // After the body was read in the socket's callbacks: the scope must hold here.
        await jobs.enqueue('correlated', Payload.parse(request.body));
        request.log.info('queued');
        return { ok: true };
      });
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      cleanups.push(() => app.close());
      return { url, jobs, lines };
    }

    const ranJob = (lines: LogLine[], n: number) =>
      waitFor(() => lines.find((line) => line.msg === 'job ran' && line.n === n), {
        what: `job ${n} to log`,
      });

    it('names the request on the job handler lines; the request lines keep reqId only', async () => {
      const { url, jobs, lines } = await setUp();
      const response = await fetch(`${url}/enqueue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-correlationid': 'order-check-42' },
        body: JSON.stringify({ n: 1, pad: 'x'.repeat(500_000) }),
      });
      expect(response.status).toBe(200);
      expect((await ranJob(lines, 1)).correlationId).toBe('order-check-42');

      const queued = lines.find((line) => line.msg === 'queued');
      expect(queued).toMatchObject({ reqId: 'order-check-42' });
      expect(queued?.correlationId).toBeUndefined();

      // Queued by no request (a sweeper, a start-up task): its lines name none.
      await jobs.enqueue('correlated', { n: 2 });
      expect((await ranJob(lines, 2)).correlationId).toBeUndefined();
    });
  });
}
