// The server process of the benches (scripts/bench.ts, scripts/bench-archive.ts): a port, the
// settings, start until ready, stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A production server on its own data folder and port, silent, without demo data. */
export function benchServerEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
  };
}

/**
 * The server in its own process (the load client does not share its event loop), once it
 * reports ready; stopped again when it does not start. Ready, not merely live: the server warms
 * itself up between the two (decision 0307), and a bench that starts at liveness measures that
 * warm-up's CPU and contention as its own.
 */
export async function startBenchServer(
  env: NodeJS.ProcessEnv,
  origin: string,
  nodeArgs: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(`${origin}/api/health/ready`, child);
    return child;
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}`);
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
  throw new Error('The server did not start within 60 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
  if (child.exitCode === null) {
    child.kill('SIGKILL');
  }
}
