import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

/**
 * While draining, every answer asks the client to close its connection: a keep-alive
 * connection (a balancer's or a client's pool) would otherwise carry its next request to this
 * server just as the port closes. Node closes the socket once the answer is sent.
 */
export function registerDrainingConnections(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.phase() === 'draining') {
      void reply.header('connection', 'close');
    }
  });
}
