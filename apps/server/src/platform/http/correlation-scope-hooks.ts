import type { FastifyInstance } from 'fastify';
import { runInCorrelationScope } from '../logging/correlation-scope.ts';

/**
 * Every request's hooks and handler run in a correlation scope holding its id, so a job it
 * enqueues records the id and the job's log lines can carry it. Entered when the request
 * arrives; the scope outlasts the reading of the body (job-correlation.test.ts sends one of
 * 500 kB).
 */
export function registerCorrelationScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    runInCorrelationScope({ correlationId: request.id, origin: 'request' }, done);
  });
}
