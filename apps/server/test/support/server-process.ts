import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SharedTestDatabase } from './test-server.ts';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real server (`src/main.ts`) in its own process, so a test can kill it like a crash. */
export interface ServerProcess {
  baseUrl: string;
  /** Sends the signal and waits until the process is gone; resolves to its exit code. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  database: SharedTestDatabase;
  port: number;
  /** Settings to add or override, e.g. `{ JOBS_LEASE_MS: '1000' }`. */
  env?: Record<string, string>;
  /** Modules the process loads first (`--import`), e.g. `crash-after-commit.ts`. */
  preload?: string[];
}

/**
 * Starts `node src/main.ts` on the shared database and data folder (and the test's PostgreSQL
 * schema and Redis when the suite runs on them), and waits until its health check answers.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const redisUrl = process.env.TEST_REDIS_URL;
  const preload = (options.preload ?? []).flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...preload, 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: options.database.dataDir,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      JOBS_RETRY_DELAY_MS: '50',
      // No start-up warm-up (decision 0307): its thousands of requests would compete with the
      // test's own for the cores; a test of the warm-up turns it on.
      WARM_UP_REQUESTS: '0',
      ...(options.database.databaseUrl ? { DATABASE_URL: options.database.databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const kill = async (signal: NodeJS.Signals): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
    }
    return exited;
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, child);
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  }
  return { baseUrl, kill };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server process exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server process did not answer its health check within 30 s');
}
