import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { Gauge } from 'prom-client';
import {
  PUSH_AUTHENTICATED_REPLY,
  PUSH_CLOSE_CODES,
  PushAuthenticateMessageSchema,
} from '@my-account/contract/push';
import type { AccessTokenVerifier } from '../../platform/auth/access-token-verifier.ts';
import type { PushHub } from '../../platform/push/push-hub.ts';
import { openPushConnection } from './push-connection.ts';

export interface PushRoutesOptions {
  push: PushHub;
  verifyAccessToken: AccessTokenVerifier;
  /** Counts the open sockets (the push connections gauge of the metrics). */
  connections?: Pick<Gauge, 'inc' | 'dec'>;
  /** How long a socket may stay unauthenticated before it is closed. */
  authenticateWithinMs?: number;
}

const DEFAULT_AUTHENTICATE_WITHIN_MS = 5000;
/** Push messages are small; anything bigger than this from a client is not ours. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * The push socket (`/push`): the client authenticates with its first message
 * `{action: 'authenticate', token}`; from then on it receives its own customer's messages.
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, options) => {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });

  app.get('/push', { websocket: true, schema: { hide: true } }, (socket, request) => {
    options.connections?.inc();
    socket.once('close', () => {
      options.connections?.dec();
    });
    openPushConnection(socket, {
      push: options.push,
      log: request.log,
      authenticateWithinMs: options.authenticateWithinMs ?? DEFAULT_AUTHENTICATE_WITHIN_MS,
      authenticate: async (raw) => {
        const parsed = PushAuthenticateMessageSchema.safeParse(parseJson(raw));
        if (!parsed.success) {
          return undefined;
        }
        try {
          return await options.verifyAccessToken(parsed.data.token);
        } catch {
          return undefined;
        }
      },
      authenticatedReply: PUSH_AUTHENTICATED_REPLY,
      unauthenticatedCloseCode: PUSH_CLOSE_CODES.unauthenticated,
      unavailableCloseCode: PUSH_CLOSE_CODES.unavailable,
    });
  });
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
