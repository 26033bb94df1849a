import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { listenOnSockets } from './listening-sockets.ts';

const HOST = '127.0.0.1';
const BURST = 40;

function portOf(t: TestApp): number {
  return (t.app.server.address() as AddressInfo).port;
}

/** GET on a connection of its own (no keep-alive pool): the status. */
async function getOnNewConnection(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: HOST, port, path, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Another process opens BURST connections while this one's event loop is blocked (a busy
 * server); then counts the loop turns the server takes to let them all in.
 */
async function turnsToAcceptBurst(t: TestApp, folder: string): Promise<number> {
  const turnOfConnection: number[] = [];
  let turn = 0;
  t.app.server.on('connection', () => turnOfConnection.push(turn));
  const flag = join(folder, `connected-${String(portOf(t))}`);
  const script = `
    const net = require('node:net'); const fs = require('node:fs');
    let open = 0;
    for (let i = 0; i < ${String(BURST)}; i++) {
      net.connect(${String(portOf(t))}, '${HOST}', () => {
        if (++open === ${String(BURST)}) fs.writeFileSync(${JSON.stringify(flag)}, '');
      }).on('error', () => {});
    }`;
  const client: ChildProcess = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  try {
    // Blocked, as a server answering requests is: the kernel queues the connections meanwhile.
    const deadline = Date.now() + 20_000;
    const nap = new Int32Array(new SharedArrayBuffer(4));
    while (!existsSync(flag) && Date.now() < deadline) {
      Atomics.wait(nap, 0, 0, 5);
    }
    expect(existsSync(flag)).toBe(true);
    await new Promise<void>((resolve) => {
      const nextTurn = (): void => {
        turn += 1;
        if (turnOfConnection.length >= BURST || turn > 10 * BURST) {
          resolve();
        } else {
          setImmediate(nextTurn);
        }
      };
      setImmediate(nextTurn);
    });
    expect(turnOfConnection).toHaveLength(BURST);
    return new Set(turnOfConnection).size;
  } finally {
    client.kill();
  }
}

interface SlowReport {
  /** The client's port: the server sees the connection coming from it. */
  localPort: number;
  status: Promise<number>;
  finish: () => void;
}

/** A client error report whose body is held back until `finish()`. */
async function startSlowReport(port: number, attemptsLeft = 3): Promise<SlowReport> {
  const outgoing = request({
    host: HOST,
    port,
    path: '/api/client-errors',
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json' },
  });
  const status = new Promise<number>((resolve, reject) => {
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
  });
  // Read when the test awaits it; until then a failure is the connect's below.
  status.catch(() => undefined);
  outgoing.write('{"message":');
  const [socket] = (await once(outgoing, 'socket')) as [Socket];
  try {
    if (socket.localPort === undefined) {
      await once(socket, 'connect');
    }
  } catch (error) {
    // Once in CI (a loaded machine, every worker busy) all 16 connections were reset before
    // this process saw them connect; not seen in runs of this file alone under load. What this
    // test is about starts once a request is in: a connection that never got in is made again.
    if (attemptsLeft > 1 && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      return startSlowReport(port, attemptsLeft - 1);
    }
    throw error;
  }
  // The server has the request once its headers are in.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    localPort: socket.localPort ?? 0,
    status,
    finish: () => {
      outgoing.end('"slow client"}');
    },
  };
}

describe('listening on several sockets of one port', () => {
  const apps: TestApp[] = [];
  let folder = '';
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    if (folder) {
      await rm(folder, { recursive: true, force: true });
    }
  });

  async function listeningApp(sockets: number, port = 0): Promise<TestApp> {
    const t = await buildTestApp();
    apps.push(t);
    await listenOnSockets(t.app, { host: HOST, port, sockets });
    return t;
  }

  it('lets a burst of new connections in several per turn, where one socket takes one per turn', async () => {
    folder = await mkdtemp(join(tmpdir(), 'listening-sockets-'));
    const oneSocket = await turnsToAcceptBurst(await listeningApp(1), folder);
    const eightSockets = await turnsToAcceptBurst(await listeningApp(8), folder);
    // libuv's rule (libuv#3696), which is why there are several sockets.
    expect(oneSocket).toBe(BURST);
    expect(eightSockets).toBeLessThanOrEqual(BURST / 2);
  });

  it('answers on every connection, whichever socket took it', async () => {
    const t = await listeningApp(8);
    const statuses = await Promise.all(
      Array.from({ length: 24 }, () => getOnNewConnection(portOf(t), '/api/health')),
    );
    expect(statuses).toEqual(Array.from({ length: 24 }, () => 200));
  });

  it('refuses a port another server listens on, as a single socket would', async () => {
    const first = await listeningApp(8);
    await expect(listeningApp(8, portOf(first))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await getOnNewConnection(portOf(first), '/api/health')).toBe(200);
  });

  it('closes only once the requests in flight on the other sockets are answered', async () => {
    const t = await listeningApp(8);
    const port = portOf(t);
    // The client ports of the connections an extra socket took (Node keeps the taker on them as _server).
    const viaExtraSocket = new Set<number>();
    t.app.server.on('connection', (socket: Socket) => {
      if (Reflect.get(socket, '_server') !== t.app.server) {
        viaExtraSocket.add(socket.remotePort ?? 0);
      }
    });
    // Each on a connection of its own, so the kernel spreads them over the sockets.
    const inFlight = await Promise.all(Array.from({ length: 16 }, () => startSlowReport(port)));
    const onExtraSockets = inFlight.filter(({ localPort }) => viaExtraSocket.has(localPort));
    expect(onExtraSockets.length).toBeGreaterThan(0);
    // Only requests on extra sockets are left: the first socket's close waits for none.
    const others = inFlight.filter(({ localPort }) => !viaExtraSocket.has(localPort));
    for (const report of others) {
      report.finish();
    }
    expect(await Promise.all(others.map(({ status }) => status))).toEqual(others.map(() => 204));
    let closed = false;
    const closing = t.close().then(() => {
      closed = true;
    });
    apps.splice(apps.indexOf(t), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    for (const report of onExtraSockets) {
      report.finish();
    }
    expect(await Promise.all(onExtraSockets.map(({ status }) => status))).toEqual(
      onExtraSockets.map(() => 204),
    );
    await closing;
  });

  it('takes no connection once the app has closed', async () => {
    const t = await listeningApp(8);
    const port = portOf(t);
    await t.close();
    apps.splice(apps.indexOf(t), 1);
    const refusals = await Promise.all(
      Array.from(
        { length: 16 },
        () =>
          new Promise<string>((resolve) => {
            const socket = connect(port, HOST);
            socket.on('connect', () => {
              socket.destroy();
              resolve('connected');
            });
            socket.on('error', (error: NodeJS.ErrnoException) => {
              resolve(error.code ?? 'error');
            });
          }),
      ),
    );
    expect(new Set(refusals)).toEqual(new Set(['ECONNREFUSED']));
  });
});
