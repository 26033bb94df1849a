import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { EMBEDDED_ISSUER_PATH } from '../auth/issuer.ts';
import { SERVICE_SCOPES, type ServiceScope } from '../auth/service-scopes.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** The committed document (apps/server/openapi.json); `npm run openapi` rewrites it. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

/** The security scheme of internal routes: OAuth 2 client credentials. */
export const SERVICE_SECURITY_SCHEME = 'serviceClientCredentials';

/** An internal route's `security`: a service token with this scope. */
export function serviceSecurity(scope: ServiceScope): Record<string, string[]>[] {
  return [{ [SERVICE_SECURITY_SCHEME]: [scope] }];
}

/**
 * Collects every route's zod schema into an OpenAPI document. Register before the routes:
 * it learns them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'My Account API',
        description: 'The services behind the My Account customer portal.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          // Protected routes list it under `security`; tokens come from the OpenID provider.
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [SERVICE_SECURITY_SCHEME]: {
            type: 'oauth2',
            description:
              "Internal routes, for other systems (decision 0170): a client-credentials access token (RFC 9068, typ at+jwt) of a client configured in SERVICE_CLIENTS, carrying the route's scope. A customer's token is refused with 403. With OIDC_ISSUER, the token endpoint is that provider's.",
            flows: {
              clientCredentials: {
                // Relative to the server: the document must not depend on settings (0026).
                tokenUrl: `${EMBEDDED_ISSUER_PATH}/token`,
                scopes: SERVICE_SCOPES,
              },
            },
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * The API docs page. Swagger UI loads every script from files, so script-src stays 'self'; it
 * does set one inline style, so these pages alone may (styles only, never scripts).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The validator badge would load an image from a third-party host.
    uiConfig: { validatorUrl: null },
    transformStaticCSP: allowInlineStyles,
  });
}

export function allowInlineStyles(header: string): string {
  // The whole directive: with a hash present, browsers would ignore 'unsafe-inline'.
  return header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}

/** The document as committed in apps/server/openapi.json: stable, pretty-printed. */
export function renderOpenApiDocument(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
