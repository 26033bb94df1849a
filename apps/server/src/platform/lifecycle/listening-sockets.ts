import { once } from 'node:events';
import { createServer, type AddressInfo, type ListenOptions, type Server } from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

// Why more than one socket: libuv takes one new connection per listening socket per turn of
// the event loop (libuv#3696, nodejs/node#57364). While the server is busy, each turn answers
// every request in hand, so a burst of new connections (a balancer after a restart, a crowd of
// browsers) waits one long turn each: the 50th of 50 waited ~0.6 s in the timeline bench.
// Several sockets on the same port (SO_REUSEPORT: the kernel spreads new connections over them)
// take that many per turn, and each hands its connections to the one HTTP server.

const extraSockets = new WeakMap<FastifyInstance, Server[]>();

/**
 * In buildApp: the extra sockets stop taking connections as Fastify starts to close, and the
 * close waits for the connections they took, as it does for the first socket's.
 */
export function registerListeningSockets(app: FastifyInstance): void {
  let drained: Promise<void>[] = [];
  app.addHook('preClose', async () => {
    drained = (extraSockets.get(app) ?? []).map(
      (socket) =>
        new Promise<void>((resolve) => {
          // Called once the connections it took have ended: those are the HTTP server's.
          socket.close(() => {
            resolve();
          });
        }),
    );
    extraSockets.delete(app);
  });
  // Fastify's own onClose (it closes the first socket) runs before this one.
  app.addHook('onClose', async () => {
    await Promise.all(drained);
  });
}

export interface ListenTarget {
  host: string;
  port: number;
  /** How many sockets to listen on, per address the host resolves to. */
  sockets: number;
}

/** Listens on `sockets` sockets of host:port, all answered by the app's one HTTP server. */
export async function listenOnSockets(app: FastifyInstance, target: ListenTarget): Promise<void> {
  const { host, port, sockets } = target;
  if (sockets > 1 && port !== 0) {
    // SO_REUSEPORT would also share the port with another server already on it (one of ours
    // started twice): fail as a plain listen does instead.
    await refuseTakenPort(host, port);
  }
  const options: FastifyListenOptions & Pick<ListenOptions, 'reusePort'> = {
    host,
    port,
    reusePort: sockets > 1,
  };
  await app.listen(options);
  const extra: Server[] = [];
  extraSockets.set(app, extra);
  for (const address of app.addresses()) {
    // A Unix socket path is one socket; only TCP addresses get company.
    if (typeof address === 'string') {
      continue;
    }
    for (let index = 1; index < sockets; index += 1) {
      extra.push(await listenBeside(app, address));
    }
  }
}

async function listenBeside(app: FastifyInstance, address: AddressInfo): Promise<Server> {
  // As http.createServer does by default: replies leave at once, not after Nagle's delay.
  const socket = createServer({ noDelay: true }, (connection) => {
    app.server.emit('connection', connection);
  });
  socket.listen({ host: address.address, port: address.port, reusePort: true });
  await once(socket, 'listening');
  return socket;
}

async function refuseTakenPort(host: string, port: number): Promise<void> {
  const probe = createServer();
  probe.listen({ host, port });
  await once(probe, 'listening');
  probe.close();
  await once(probe, 'close');
}
