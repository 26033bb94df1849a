import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError, unauthorized } from '../http/http-error.ts';
import type { AuthUser } from './auth-user.ts';
import {
  customerTokenVerifier,
  invalidToken,
  type CallerVerifier,
} from './access-token-verifier.ts';
import type { ServiceCaller } from './service-caller.ts';
import type { ServiceScope } from './service-scopes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Protects routes: `app.addHook('onRequest', app.authenticate)` in a module makes every route
     * of that module require a valid bearer access token of a customer.
     */
    authenticate: onRequestHookHandler;
    /**
     * Protects internal routes: `app.addHook('onRequest', app.authenticateService('shop'))` takes
     * only a service's client-credentials token carrying that scope. No token or a bad one is
     * 401; a customer's token, or a service's without the scope, is 403.
     */
    authenticateService(scope: ServiceScope): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The caller of a protected route; reading it on an unprotected route answers 401. */
    readonly user: AuthUser;
    /** The service calling an internal route; reading it elsewhere answers 401. */
    readonly service: ServiceCaller;
  }
}

export interface AuthPluginOptions {
  verifyCaller: CallerVerifier;
}

const REALM = 'my-account';
const users = new WeakMap<FastifyRequest, AuthUser>();
const services = new WeakMap<FastifyRequest, ServiceCaller>();

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) {
    throw unauthorized('An access token is required');
  }
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw invalidToken('The Authorization header must be "Bearer <access token>"');
  }
  return match[1];
}

/** RFC 6750: no error attribute when the token is missing, invalid_token otherwise. */
function challenge(error: HttpError): string {
  if (error.code === 'UNAUTHORIZED') {
    return `Bearer realm="${REALM}"`;
  }
  const description = error.message.replace(/["\\]/g, '');
  return `Bearer realm="${REALM}", error="invalid_token", error_description="${description}"`;
}

/** RFC 6750 3.1: a valid token without the privilege the route needs. */
function insufficientScope(
  reply: FastifyReply,
  scope: ServiceScope,
  code: string,
  message: string,
): HttpError {
  void reply.header(
    'WWW-Authenticate',
    `Bearer realm="${REALM}", error="insufficient_scope", scope="${scope}"`,
  );
  return new HttpError(403, code, message);
}

/** A request property that is the caller its hook verified, or a 401 where no hook ran. */
function verifiedCaller<T>(callers: WeakMap<FastifyRequest, T>) {
  return {
    getter(this: FastifyRequest): T {
      const caller = callers.get(this);
      if (caller === undefined) {
        throw unauthorized();
      }
      return caller;
    },
  };
}

/** Runs a token check; a 401 gets its challenge header. */
async function withChallenge<T>(reply: FastifyReply, check: () => Promise<T>): Promise<T> {
  // Customers' data, services' answers, and their refusals must not stay in any cache.
  void reply.header('cache-control', 'no-store');
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      void reply.header('WWW-Authenticate', challenge(error));
    }
    throw error;
  }
}

/** Decorates the app and requests; see the declarations above. */
export const authPlugin = fastifyPlugin<AuthPluginOptions>(
  async (app, { verifyCaller }) => {
    const verifyAccessToken = customerTokenVerifier(verifyCaller);

    app.decorateRequest('user', verifiedCaller(users));
    app.decorateRequest('service', verifiedCaller(services));

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await withChallenge(reply, () => verifyAccessToken(bearerToken(request)));
      users.set(request, user);
    });

    app.decorate(
      'authenticateService',
      (scope: ServiceScope) => async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = await withChallenge(reply, () => verifyCaller(bearerToken(request)));
        if (caller.kind !== 'service') {
          throw insufficientScope(
            reply,
            scope,
            'SERVICE_TOKEN_REQUIRED',
            "Internal routes take a service's client-credentials token, not a customer's",
          );
        }
        if (!caller.service.scopes.has(scope)) {
          throw insufficientScope(
            reply,
            scope,
            'INSUFFICIENT_SCOPE',
            `The token lacks the scope this route needs: ${scope}`,
          );
        }
        services.set(request, caller.service);
      },
    );
  },
  { name: 'my-account-auth' },
);
