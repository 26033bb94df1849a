import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { PushHub, Unsubscribe } from '../../platform/push/push-hub.ts';

export interface PushConnectionOptions {
  push: PushHub;
  log: FastifyBaseLogger;
  authenticateWithinMs: number;
  /** Resolves to the user for a valid authenticate message, undefined otherwise. */
  authenticate(message: string): Promise<AuthUser | undefined>;
  authenticatedReply: string;
  unauthenticatedCloseCode: number;
  /** Closes the socket when the server fails to listen for its messages. */
  unavailableCloseCode: number;
}

/**
 * One customer's socket: closed unless its first message authenticates in time; after that,
 * every push message for that customer is forwarded, and nothing for anyone else.
 */
export function openPushConnection(socket: WebSocket, options: PushConnectionOptions): void {
  let state: 'waiting' | 'checking' | 'open' | 'closed' = 'waiting';
  let unsubscribe: Unsubscribe | undefined;

  const refuse = (reason: string) => {
    state = 'closed';
    socket.close(options.unauthenticatedCloseCode, reason);
  };
  const timer = setTimeout(() => {
    if (state === 'waiting' || state === 'checking') {
      refuse('Authenticate first');
    }
  }, options.authenticateWithinMs);

  socket.on('message', (data, isBinary) => {
    if (state !== 'waiting') {
      // After authentication the socket only carries messages to the client.
      return;
    }
    if (isBinary) {
      refuse('Authenticate first');
      return;
    }
    state = 'checking';
    const text = (
      Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
    ).toString('utf8');
    const accept = async (user: AuthUser | undefined): Promise<void> => {
      if (state !== 'checking') {
        return;
      }
      if (!user) {
        refuse('Invalid token');
        return;
      }
      // The authentication deadline still runs: a subscribe that hangs closes the socket too.
      unsubscribe = await options.push.subscribe(user.sub, (message) => {
        if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify(message));
        }
      });
      if (state !== 'checking') {
        // The socket closed while we were subscribing.
        await unsubscribe();
        return;
      }
      clearTimeout(timer);
      state = 'open';
      socket.send(options.authenticatedReply);
    };
    // A failed subscribe (Redis away) must close this socket, not crash the server.
    options
      .authenticate(text)
      .then(accept)
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'could not open a push subscription');
        if (state !== 'closed') {
          state = 'closed';
          socket.close(options.unavailableCloseCode, 'Try again later');
        }
      });
  });

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(timer);
    if (unsubscribe) {
      unsubscribe().catch((error: unknown) => {
        options.log.warn({ err: error }, 'push unsubscribe failed');
      });
    }
  });
}
