import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request lines, by what they tell an operator: a request that failed (5xx) at error,
 * one refused (4xx) or slow at info, every other at debug. At the default level a working
 * server is quiet; LOG_LEVEL=debug shows each request again (decision 0152).
 */
export class RequestLogController extends LogController {
  readonly #slowMs: number;

  /** `slowMs`: a request answered in this many milliseconds or more counts as slow. */
  constructor(slowMs: number) {
    super();
    this.#slowMs = slowMs;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      // Milliseconds to a tenth: the rest is noise to a reader.
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error || reply.statusCode >= 500) {
      reply.log.error({ ...line, ...(error ? { err: error } : {}) }, 'request failed');
    } else if (reply.statusCode >= 400) {
      reply.log.info(line, 'request refused');
    } else if (reply.elapsedTime >= this.#slowMs) {
      reply.log.info({ ...line, slow: true }, 'slow request');
    } else {
      reply.log.debug(line, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    // Its 404 is logged when it completes, like any refused request.
    request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}
