import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The systems the test server lets call its internal routes (SERVICE_CLIENTS in
 * playwright.config.ts), with the secrets they get their tokens with.
 */
export const E2E_SERVICE_CLIENTS = {
  customerCare: {
    id: 'e2e-customer-care',
    secret: 'e2e-customer-care-secret-0123456789',
    scopes: ['customer-care'],
  },
  shop: { id: 'e2e-shop', secret: 'e2e-shop-secret-0123456789abcdefghij', scopes: ['shop'] },
  fulfilment: {
    id: 'e2e-fulfilment',
    secret: 'e2e-fulfilment-secret-0123456789abcd',
    scopes: ['fulfilment'],
  },
  editor: {
    id: 'e2e-editor',
    secret: 'e2e-editor-secret-0123456789abcdefghi',
    scopes: ['editor'],
  },
} as const;

type ServiceClient = (typeof E2E_SERVICE_CLIENTS)[keyof typeof E2E_SERVICE_CLIENTS];

/** A token the way the shop or customer care gets one: client credentials at the token endpoint. */
export async function serviceToken(
  request: APIRequestContext,
  client: ServiceClient,
): Promise<string> {
  const response = await request.post('/oidc/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials', scope: client.scopes.join(' ') },
  });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}

/** The signed-in customer's access token (the app's cookie) on the page's host. */
export async function customerToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies(page.url());
  const token = cookies.find((cookie) => cookie.name === 'auth_access_token')?.value;
  expect(token, 'the access token cookie').toBeTruthy();
  return token ?? '';
}

/**
 * The id of the signed-in customer's record, which the other systems name them by. Asked at the
 * test server's own address: outside the browser no `*.localhost` brand host resolves.
 */
export async function customerId(page: Page): Promise<string> {
  const response = await page.request.get('/api/customer/customers/me', {
    headers: { authorization: `Bearer ${await customerToken(page)}` },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return id;
}

/** A PUT to an internal route with a bearer token; its status. */
export async function putInternal(
  request: APIRequestContext,
  path: string,
  token: string,
  data: unknown,
): Promise<number> {
  return sendInternal(request, 'PUT', path, token, data);
}

/** A JSON request to an internal route with a bearer token; its status. */
export async function sendInternal(
  request: APIRequestContext,
  method: 'PUT' | 'POST',
  path: string,
  token: string,
  data: unknown,
): Promise<number> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  return response.status();
}
