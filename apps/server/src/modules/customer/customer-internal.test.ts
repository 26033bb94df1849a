import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessStatusSchema, CustomerSchema, type Customer } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { signIn, type TokenSet } from '../../../test/support/oidc-browser.ts';
import {
  fetchServiceToken,
  putJson,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let careToken: string;
let b2b: TokenSet;
let demo: TokenSet;

beforeAll(async () => {
  server = await startDemoServer({ env: SERVICE_CLIENTS_ENV });
  careToken = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.customerCare)).access_token;
  ({ tokens: b2b } = await signIn(server, {
    email: 'b2b@myaccount.test',
    password: 'demo-password',
  }));
  ({ tokens: demo } = await signIn(server, {
    email: 'demo@myaccount.test',
    password: 'demo-password',
  }));
});
afterAll(async () => {
  await server.close();
});

async function me(tokens: TokenSet): Promise<Customer> {
  const response = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return CustomerSchema.parse(await response.json());
}

async function setStatus(
  customerId: string,
  body: unknown,
  /** null: no Authorization header. */
  token: string | null = careToken,
): Promise<Response> {
  return putJson(
    `${server.baseUrl}/api/customer/internal/customers/${encodeURIComponent(customerId)}/status`,
    body,
    token,
  );
}

async function codeOf(response: Response): Promise<string> {
  return ErrorResponseSchema.parse(await response.json()).code;
}

describe('PUT /api/customer/internal/customers/{customerId}/status (customer care)', () => {
  it("blocks and validates a business customer; the customer's record follows", async () => {
    const { id } = await me(b2b);
    const blocked = await setStatus(id, { status: 'Blocked' });
    expect(blocked.status).toBe(200);
    expect(BusinessStatusSchema.parse(await blocked.json())).toEqual({
      customerId: id,
      status: 'Blocked',
    });
    expect((await me(b2b)).status).toBe('Blocked');

    const validated = await setStatus(id, { status: 'Validated' });
    expect(validated.status).toBe(200);
    expect((await me(b2b)).status).toBe('Validated');

    expect((await setStatus(id, { status: 'New' })).status).toBe(200);
    expect((await me(b2b)).status).toBe('New');
  });

  it('changes no other customer', async () => {
    const before = await me(demo);
    const { id } = await me(b2b);
    expect((await setStatus(id, { status: 'Blocked' })).status).toBe(200);
    expect(await me(demo)).toEqual(before);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await setStatus('00000000-0000-4000-8000-000000000000', {
      status: 'Blocked',
    });
    expect(response.status).toBe(404);
    expect(await codeOf(response)).toBe('NOT_FOUND');
  });

  it('answers 409 for a private customer, who has no business status, and changes nothing', async () => {
    const { id } = await me(demo);
    const response = await setStatus(id, { status: 'Blocked' });
    expect(response.status).toBe(409);
    expect(await codeOf(response)).toBe('NOT_A_BUSINESS_CUSTOMER');
    expect((await me(demo)).status).toBeNull();
  });

  it('answers 400 to a status customer care does not set, or an unknown key', async () => {
    const { id } = await me(b2b);
    for (const body of [
      { status: 'Default' },
      { status: 'blocked' },
      {},
      { status: 'New', x: 1 },
    ]) {
      const response = await setStatus(id, body);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('VALIDATION_FAILED');
    }
  });

  it("refuses a customer's token (403), no token (401) and the shop's token (403)", async () => {
    const { id } = await me(b2b);
    const before = (await me(b2b)).status;

    const customer = await setStatus(id, { status: 'Validated' }, b2b.access_token);
    expect(customer.status).toBe(403);
    expect(await codeOf(customer)).toBe('SERVICE_TOKEN_REQUIRED');

    const anonymous = await setStatus(id, { status: 'Validated' }, null);
    expect(anonymous.status).toBe(401);

    const shop = await fetchServiceToken(server, TEST_SERVICE_CLIENTS.shop);
    const wrongScope = await setStatus(id, { status: 'Validated' }, shop.access_token);
    expect(wrongScope.status).toBe(403);
    expect(await codeOf(wrongScope)).toBe('INSUFFICIENT_SCOPE');

    expect((await me(b2b)).status).toBe(before);
  });
});
