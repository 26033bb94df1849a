import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app.ts';
import { loadSettings, type AppSettings } from '../../src/config/env.ts';
import { seedDemoAccounts } from '../../src/modules/identity/demo-accounts.ts';
import { createAppContext, type AppContextHandle } from '../../src/platform/create-app-context.ts';
import type { DatabaseHandle } from '../../src/platform/database/create-database.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from './test-redis.ts';

/** A test database that outlives the servers started on it (to test a restart). */
export interface SharedTestDatabase {
  database: DatabaseHandle;
  dataDir: string;
  /** The PostgreSQL URL of this database (undefined for SQLite, which lives in dataDir). */
  databaseUrl?: string;
  destroy(): Promise<void>;
}

export async function openSharedTestDatabase(): Promise<SharedTestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-test-'));
  const test: TestDatabase = await createTestDatabase(dataDir);
  return {
    database: test.database,
    dataDir,
    ...(test.url === undefined ? {} : { databaseUrl: test.url }),
    async destroy() {
      await test.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  app: App;
  ctx: AppContextHandle;
  settings: AppSettings;
  database: DatabaseHandle;
  port: number;
  /** http://127.0.0.1:<port>: PUBLIC_URL, so the issuer is `${baseUrl}/oidc`. */
  baseUrl: string;
  issuer: string;
  /** Stops the server; the database stays when it was handed in. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Settings to override, e.g. `{ ACCESS_TOKEN_TTL: '30' }`. */
  env?: Record<string, string>;
  /** Start on this database (and keep it on close), e.g. to restart on the same data. */
  database?: SharedTestDatabase;
  /** Listen on this port (a restart keeps the issuer URL); a free one by default. */
  port?: number;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * A real app listening on 127.0.0.1, for flows a browser drives over HTTP (the OpenID provider
 * needs real cookies and redirects). The same ports as buildTestApp; PUBLIC_URL is the
 * listening address, so tokens name it as their issuer.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.database ?? (await openSharedTestDatabase());
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const redisUrl = process.env.TEST_REDIS_URL;
  const redisPrefix = uniqueRedisPrefix();
  const settings = loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: shared.dataDir,
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    JOBS_RETRY_DELAY_MS: '50',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
    ...options.env,
  });
  const ctx = await createAppContext(settings, { database: shared.database });
  const app = await buildApp(ctx);
  await app.listen({ host: '127.0.0.1', port });
  // As main.ts does once it listens: the readiness endpoint then answers 200.
  ctx.readiness.markReady();
  return {
    app,
    ctx,
    settings,
    database: shared.database,
    port,
    baseUrl,
    issuer: `${baseUrl}/oidc`,
    async close() {
      await app.close();
      await ctx.close();
      if (redisUrl) {
        await deleteRedisKeys(redisUrl, redisPrefix);
      }
      if (!options.database) {
        await shared.destroy();
      }
    },
  };
}

/** A test server with the demo accounts, for the suites that sign in as the demo customers. */
export async function startDemoServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  await seedDemoAccounts(server.database.db);
  return server;
}
