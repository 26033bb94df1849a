import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadSettings, type AppSettings } from '../src/config/env.ts';
import type { AppContext } from '../src/platform/app-context.ts';
import { createAppContext, type AppContextHandle } from '../src/platform/create-app-context.ts';
import type { DatabaseHandle } from '../src/platform/database/create-database.ts';
import type { Logger } from '../src/platform/logging/create-logger.ts';
import { createTestDatabase } from './support/test-database.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from './support/test-redis.ts';

export interface TestApp {
  app: App;
  ctx: AppContext;
  settings: AppSettings;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real app on real ports, built the way main.ts builds it: a temporary SQLite file, or a fresh
 * schema of TEST_DATABASE_URL; blobs in a temporary folder; and, when TEST_REDIS_URL is set,
 * BullMQ jobs, Redis push and Redis rate limits under a key prefix of its own.
 * `env` overrides settings (e.g. `{ PORT: '8080' }`).
 */
export interface TestAppOptions {
  /** Serve this folder as the built web app (a fake one, for the static-serving tests). */
  webDistDir?: string;
  /** Log through this logger (the settings' LOG_LEVEL, silent, is then not used). */
  logger?: Logger;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-test-'));
  const redisUrl = process.env.TEST_REDIS_URL;
  const redisPrefix = uniqueRedisPrefix();
  const settings = loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JOBS_RETRY_DELAY_MS: '50',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
    ...env,
  });
  const testDatabase = await createTestDatabase(dataDir);
  const cleanUp = async (): Promise<void> => {
    await testDatabase.destroy();
    if (redisUrl) {
      await deleteRedisKeys(redisUrl, redisPrefix);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  let ctx: AppContextHandle | undefined;
  try {
    ctx = await createAppContext(settings, {
      database: testDatabase.database,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    if (options.webDistDir) {
      ctx.webDistDir = options.webDistDir;
    }
    const app = await buildApp(ctx);
    await app.ready();
    await ctx.jobs.start();
    // As main.ts does once it runs: the readiness endpoint then answers 200.
    ctx.readiness.markReady();
    const started = ctx;
    return {
      app,
      ctx: started,
      settings,
      database: testDatabase.database,
      async close() {
        await app.close();
        await started.close();
        await cleanUp();
      },
    };
  } catch (error) {
    // A failed build must not leave a PostgreSQL schema or Redis keys behind.
    await ctx?.close();
    await cleanUp();
    throw error;
  }
}
