import {
  freePort,
  openSharedTestDatabase,
  startTestServer,
  type SharedTestDatabase,
  type TestServer,
} from './test-server.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from './test-redis.ts';

/**
 * Servers that take over from one another, as across a restart: each one starts on the same
 * database, blob folder, port and (with Redis) queue prefix. Jobs are not started: call
 * `ctx.jobs.start()` on the server that should run them.
 */
export interface RestartingServers {
  shared: SharedTestDatabase;
  start(): Promise<TestServer>;
  /** Stops the server started last, as a server killed mid-job. */
  stopLatest(): Promise<void>;
  /** Stops every server still running, then removes the database and the queue's keys. */
  close(): Promise<void>;
}

/**
 * Like a killed process, drops the connections the test's own fetch client keeps alive: under
 * load, undici could still hold one to this port when Fastify's close waited for it (the
 * restart test then hung in its clean-up until the hook timeout).
 */
async function stopAbruptly(server: TestServer): Promise<void> {
  server.app.server.closeAllConnections();
  await server.close();
}

export async function openRestartingServers(): Promise<RestartingServers> {
  const shared = await openSharedTestDatabase();
  const port = await freePort();
  const redisPrefix = uniqueRedisPrefix();
  const env = { REDIS_PREFIX: redisPrefix };
  const servers: TestServer[] = [];
  return {
    shared,
    async start() {
      const server = await startTestServer({ database: shared, port, env });
      servers.push(server);
      return server;
    },
    async stopLatest() {
      const latest = servers.pop();
      if (latest) {
        await stopAbruptly(latest);
      }
    },
    async close() {
      for (const server of servers.splice(0)) {
        await stopAbruptly(server);
      }
      await shared.destroy();
      if (process.env.TEST_REDIS_URL) {
        await deleteRedisKeys(process.env.TEST_REDIS_URL, redisPrefix);
      }
    },
  };
}
