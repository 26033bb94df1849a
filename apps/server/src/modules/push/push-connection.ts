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
    void options.authenticate(text).then(async (user) => {
      if (state !== 'checking') {
        return;
      }
      if (!user) {
        refuse('Invalid token');
        return;
      }
      clearTimeout(timer);
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
      state = 'open';
      socket.send(options.authenticatedReply);
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
