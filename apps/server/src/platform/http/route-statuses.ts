import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { BODY_METHODS } from './content-encoding.ts';

/**
 * The error statuses a route can answer because of what runs around it, whatever the route
 * does: Fastify's URL and body handling, schema validation, rate limits. The route's own
 * statuses (its 2xx, 401 of the auth hook, 404 and 409 of its service) stay the route's to
 * declare.
 */
function platformStatuses(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const statuses = new Set<number>();
  if (schema.params || schema.querystring || schema.body || schema.headers) {
    statuses.add(400); // VALIDATION_FAILED
  }
  if (schema.params) {
    statuses.add(400); // BAD_URL: a malformed percent-encoding in a segment
    statuses.add(414); // URI_TOO_LONG: a segment over the router's maxParamLength
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => BODY_METHODS.has(method))) {
    statuses.add(400); // INVALID_JSON, INVALID_CONTENT_LENGTH
    statuses.add(413); // PAYLOAD_TOO_LARGE
    statuses.add(415); // UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_CONTENT_ENCODING
  }
  const config: unknown = route.config;
  if (typeof config === 'object' && config !== null && 'rateLimit' in config) {
    statuses.add(429); // RATE_LIMITED
  }
  return [...statuses];
}

/**
 * Adds those statuses, in the error shape, to every documented route's response schemas, so the
 * OpenAPI document lists every status a route answers. Register before the routes (and before
 * the OpenAPI plugin reads them).
 */
export function documentPlatformStatuses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide === true) {
      return;
    }
    const response: unknown = route.schema.response;
    route.schema = {
      ...route.schema,
      response: {
        ...Object.fromEntries(
          platformStatuses(route).map((status) => [status, ErrorResponseSchema]),
        ),
        ...(typeof response === 'object' ? response : {}),
      },
    };
  });
}
