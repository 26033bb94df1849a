import { z } from 'zod';
import type { ServiceClient } from '../../src/config/service-clients.ts';

/** The service clients test servers are configured with (SERVICE_CLIENTS). */
export const TEST_SERVICE_CLIENTS = {
  customerCare: {
    id: 'test-customer-care',
    secret: 'customer-care-test-secret-0123456789',
    scopes: ['customer-care'],
  },
  shop: { id: 'test-shop', secret: 'shop-test-secret-0123456789abcdefgh', scopes: ['shop'] },
  fulfilment: {
    id: 'test-fulfilment',
    secret: 'fulfilment-test-secret-0123456789abcd',
    scopes: ['fulfilment'],
  },
  editor: {
    id: 'test-editor',
    secret: 'editor-test-secret-0123456789abcdefgh',
    scopes: ['editor'],
  },
} as const satisfies Record<string, ServiceClient>;

/** The environment that gives a test server the clients above. */
export const SERVICE_CLIENTS_ENV = {
  SERVICE_CLIENTS: JSON.stringify(Object.values(TEST_SERVICE_CLIENTS)),
};

const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  scope: z.string().optional(),
});
export type ServiceTokenResponse = z.infer<typeof TokenResponseSchema>;

/**
 * A client-credentials grant at the embedded provider's token endpoint, the way the shop or
 * customer care gets its token: the raw answer, for tests of refusals.
 */
export async function requestServiceToken(
  server: { issuer: string },
  client: { id: string; secret: string },
  scope?: string,
): Promise<Response> {
  const credentials = Buffer.from(
    `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`,
  ).toString('base64');
  return fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      ...(scope === undefined ? {} : { scope }),
    }).toString(),
  });
}

/** A service token obtained the real way; fails the test when the provider refuses. */
export async function fetchServiceToken(
  server: { issuer: string },
  client: { id: string; secret: string; scopes: readonly string[] },
  scope = client.scopes.join(' '),
): Promise<ServiceTokenResponse> {
  const response = await requestServiceToken(server, client, scope);
  if (!response.ok) {
    throw new Error(
      `The token endpoint refused: ${String(response.status)} ${await response.text()}`,
    );
  }
  return TokenResponseSchema.parse(await response.json());
}

/** A JSON request as another system sends it to an internal route; `token: null` sends none. */
export async function sendJson(
  method: string,
  url: string,
  body: unknown,
  token: string | null,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}

/** A JSON PUT as another system sends it to an internal route; `token: null` sends none. */
export async function putJson(url: string, body: unknown, token: string | null): Promise<Response> {
  return sendJson('PUT', url, body, token);
}
