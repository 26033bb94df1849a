import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * A server process of the test's own (not the shared webServer), so the test can kill it and
 * start it again on the same port and data folder: what a crash or a deploy does.
 */
export class OwnServer {
  readonly origin: string;
  private readonly port: number;
  private readonly dataDir: string;
  private child: ChildProcess | undefined;

  constructor(port: number, dataDir: string) {
    this.port = port;
    this.dataDir = dataDir;
    this.origin = `http://localhost:${String(port)}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(ROOT, 'apps/server/src/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        NODE_ENV: 'test',
      },
      // Its start-up banner would crowd the test's output; errors still show.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    await this.waitForHealth(child);
  }

  /** SIGKILL: no shutdown hook runs, requests in flight are cut as by a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with ${String(child.exitCode)}`);
      }
      const healthy = await fetch(`${this.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not start within 60 s');
  }
}
