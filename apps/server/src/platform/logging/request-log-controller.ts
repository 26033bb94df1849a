import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers 503 by design (readiness while starting or draining, polled every few
     * seconds): that is logged like a refusal, not as a failure.
     */
    unavailableIsAnswer?: boolean;
  }
}

/**
 * What a log line says of the request's URL: the path without its query (queries carry e-mail
 * addresses, personal messages and URL signatures), and for a route with a `:token` parameter
 * (a share link) its pattern, so that no log line holds a secret that opens something.
 */
export function loggedUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.includes(':token')) {
    return pattern;
  }
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

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
    request.log.debug({ method: request.method, url: loggedUrl(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      // Milliseconds to a tenth: the rest is noise to a reader.
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    const failed =
      reply.statusCode >= 500 &&
      !(reply.statusCode === 503 && request.routeOptions.config.unavailableIsAnswer === true);
    if (error || failed) {
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
    request.log.debug({ method: request.method, url: loggedUrl(request) }, 'route not found');
  }
}
