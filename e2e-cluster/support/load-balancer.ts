import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HAPROXY_PATH = '/usr/sbin/haproxy';

/** Health checks: every 500 ms; two failures take a server out, two successes bring it back. */
export const CHECK_INTERVAL_MS = 500;
const FALL = 2;
const RISE = 2;
/** The instances' drain: longer than the checks need to take a server out (decision 0285). */
export const DRAIN_DELAY_MS = CHECK_INTERVAL_MS * (FALL + 2);

export interface Backend {
  name: string;
  port: number;
}

/**
 * HAProxy's configuration for the cluster: round robin with no stickiness (no cookie, no
 * source hashing), readiness checks, and retries on another server only when no connection
 * could be made (then nothing was sent, so even a POST is safe to send again).
 */
export function haproxyConfig(port: number, statsPort: number, backends: Backend[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // The push sockets (WebSocket upgrades) stay open while the app is.
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  retries 3',
    '  option redispatch 1',
    // The client's address for the servers' rate limits (TRUST_PROXY names the balancer).
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${String(port)}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    `  default-server inter ${String(CHECK_INTERVAL_MS)}ms fall ${String(FALL)} rise ${String(RISE)}`,
    ...backends.map(
      ({ name, port: backendPort }) => `  server ${name} 127.0.0.1:${String(backendPort)} check`,
    ),
    'frontend stats',
    `  bind 127.0.0.1:${String(statsPort)}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

/** One server's line of HAProxy's statistics. */
export interface BackendStatus {
  name: string;
  status: string;
  /** Sessions (requests) sent to it since HAProxy started. */
  total: number;
}

/** HAProxy in front of the instances, its configuration written to the run's folder. */
export class LoadBalancer {
  readonly origin: string;
  private readonly folder: string;
  private readonly port: number;
  private readonly statsPort: number;
  private readonly backends: Backend[];
  private readonly statsUrl: string;
  private child: ChildProcess | undefined;

  constructor(folder: string, port: number, statsPort: number, backends: Backend[]) {
    this.folder = folder;
    this.port = port;
    this.statsPort = statsPort;
    this.backends = backends;
    this.origin = `http://localhost:${String(port)}`;
    this.statsUrl = `http://127.0.0.1:${String(statsPort)}/stats;csv`;
  }

  async start(): Promise<void> {
    const configPath = join(this.folder, 'haproxy.cfg');
    writeFileSync(configPath, haproxyConfig(this.port, this.statsPort, this.backends));
    // -db: stay in the foreground, so the test owns the process.
    this.child = spawn(HAPROXY_PATH, ['-db', '-f', configPath], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await this.status().catch(() => [])).length > 0) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('HAProxy did not start');
  }

  /** The servers as HAProxy sees them (its CSV statistics). */
  async status(): Promise<BackendStatus[]> {
    const csv = await (await fetch(this.statsUrl)).text();
    const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    const at = (row: string[], column: string): string => row[columns.indexOf(column)] ?? '';
    return rows
      .map((line) => line.split(','))
      .filter((row) => at(row, 'pxname') === 'instances' && at(row, 'svname') !== 'BACKEND')
      .map((row) => ({
        name: at(row, 'svname'),
        status: at(row, 'status'),
        total: Number(at(row, 'stot')),
      }));
  }

  /** Waits until HAProxy's checks have the named servers up (taking requests). */
  async waitUntilUp(names: string[], timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const up = (await this.status()).filter((server) => server.status === 'UP');
      if (names.every((name) => up.some((server) => server.name === name))) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`HAProxy did not see ${names.join(', ')} up within ${String(timeoutMs)} ms`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
