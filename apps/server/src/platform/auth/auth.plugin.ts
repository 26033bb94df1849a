import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError, unauthorized } from '../http/http-error.ts';
import type { AuthUser } from './auth-user.ts';
import type { AccessTokenVerifier } from './access-token-verifier.ts';
import { invalidToken } from './access-token-verifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Protects routes: `app.addHook('onRequest', app.authenticate)` in a module makes every route
     * of that module require a valid bearer access token.
     */
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The caller of a protected route; reading it on an unprotected route answers 401. */
    readonly user: AuthUser;
  }
}

export interface AuthPluginOptions {
  verifyAccessToken: AccessTokenVerifier;
}

const REALM = 'my-account';
const users = new WeakMap<FastifyRequest, AuthUser>();

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

/** Decorates the app with `authenticate` and requests with `user`; see the declarations above. */
export const authPlugin = fastifyPlugin<AuthPluginOptions>(
  async (app, { verifyAccessToken }) => {
    app.decorateRequest('user', {
      getter(this: FastifyRequest): AuthUser {
        const user = users.get(this);
        if (!user) {
          throw unauthorized();
        }
        return user;
      },
    });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        users.set(request, await verifyAccessToken(bearerToken(request)));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          void reply.header('WWW-Authenticate', challenge(error));
        }
        throw error;
      }
    });
  },
  { name: 'my-account-auth' },
);
