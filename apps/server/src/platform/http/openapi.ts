import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** The committed document (apps/server/openapi.json); `npm run openapi` rewrites it. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

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
        // Protected routes list it under `security`; tokens come from the OpenID provider.
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
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
