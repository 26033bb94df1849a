import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** One line of an instance's JSON log (pino), as far as the test reads it. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * One server process of the cluster (`apps/server/src/main.ts`), on its own port and data folder
 * as on a machine of its own; the test kills, stops and starts it like an orchestrator would.
 * Its log (JSON lines, stdout and stderr) goes to a file, read back to see what it did.
 */
export class ServerInstance {
  readonly name: string;
  readonly port: number;
  readonly logPath: string;
  private readonly env: Record<string, string>;
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private log: WriteStream | undefined;

  constructor(options: {
    name: string;
    port: number;
    logPath: string;
    env: Record<string, string>;
  }) {
    this.name = options.name;
    this.port = options.port;
    this.logPath = options.logPath;
    this.env = options.env;
  }

  get running(): boolean {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  /** Spawns the process; `waitUntilReady` follows it to ready. */
  spawn(): void {
    this.log?.end();
    this.log = createWriteStream(this.logPath, { flags: 'a' });
    const child = spawn(process.execPath, [join(ROOT, 'apps/server/src/main.ts')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        resolve(code);
      });
    });
    this.child = child;
  }

  /** Polls the instance's own readiness (not through the balancer) until it answers 200. */
  async waitUntilReady(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`${this.name} exited before it was ready; its log: ${this.logPath}`);
      }
      const ready = await fetch(`http://127.0.0.1:${String(this.port)}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} was not ready within ${String(timeoutMs)} ms`);
  }

  async start(): Promise<void> {
    this.spawn();
    await this.waitUntilReady();
  }

  /** Sends the signal and waits until the process is gone; resolves to its exit code. */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    if (this.running) {
      this.child?.kill(signal);
    }
    const code = await this.exited;
    this.child = undefined;
    return code;
  }

  /** The JSON lines of its log so far (pretty or plain text lines are left out). */
  logLines(): LogLine[] {
    return readFileSync(this.logPath, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  close(): void {
    this.log?.end();
  }
}
