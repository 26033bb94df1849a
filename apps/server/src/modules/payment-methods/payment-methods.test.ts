import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  MyPaymentMethodSchema,
  RecordedPaymentMethodSchema,
  type MyPaymentMethod,
} from '@my-account/contract/payment-methods';
import { register, signIn, type TokenSet } from '../../../test/support/oidc-browser.ts';
import {
  fetchServiceToken,
  putJson,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { setBusinessStatus } from '../customer/customer.public.ts';
import { deleteCustomerData } from './payment-methods.public.ts';

const CARD = {
  type: 'card',
  brand: 'mastercard',
  last4: '4444',
  expiryMonth: 11,
  expiryYear: 2030,
  tokenReference: 'psp_tok_8f2a91c3',
} as const;

interface Customer {
  id: string;
  tokens: TokenSet;
}

let server: TestServer;
let shopToken: string;
let ada: Customer;
let alan: Customer;
let business: Customer;

async function customerOf(tokens: TokenSet): Promise<Customer> {
  const response = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return { id: CustomerSchema.parse(await response.json()).id, tokens };
}

async function registered(firstName: string): Promise<Customer> {
  const { tokens } = await register(server, {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}@example.com`,
    password: 'a-long-enough-password',
  });
  return customerOf(tokens);
}

beforeAll(async () => {
  server = await startDemoServer({ env: SERVICE_CLIENTS_ENV });
  shopToken = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.shop)).access_token;
  ada = await registered('Ada');
  alan = await registered('Alan');
  business = await customerOf(
    (await signIn(server, { email: 'b2b@myaccount.test', password: 'demo-password' })).tokens,
  );
});
afterAll(async () => {
  await server.close();
});

/** The shop's call; `token: null` sends none. */
async function record(
  customerId: string,
  body: unknown,
  token: string | null = shopToken,
): Promise<Response> {
  return putJson(
    `${server.baseUrl}/api/payment-methods/internal/customers/${encodeURIComponent(customerId)}/payment-method`,
    body,
    token,
  );
}

async function mine(customer: Customer): Promise<MyPaymentMethod> {
  const response = await fetch(`${server.baseUrl}/api/payment-methods/me`, {
    headers: { authorization: `Bearer ${customer.tokens.access_token}` },
  });
  expect(response.status).toBe(200);
  return MyPaymentMethodSchema.parse(await response.json());
}

async function remove(customer: Customer): Promise<Response> {
  return fetch(`${server.baseUrl}/api/payment-methods/me`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${customer.tokens.access_token}` },
  });
}

async function codeOf(response: Response): Promise<string> {
  return ErrorResponseSchema.parse(await response.json()).code;
}

describe('PUT /api/payment-methods/internal/customers/{customerId}/payment-method (the shop)', () => {
  it('records a card; the customer sees brand, last four and expiry, never the token', async () => {
    const response = await record(ada.id, CARD);
    expect(response.status).toBe(200);
    const recorded = RecordedPaymentMethodSchema.parse(await response.json());
    expect(recorded).toMatchObject({
      customerId: ada.id,
      paymentMethod: { type: 'card', brand: 'mastercard', last4: '4444', expiryMonth: 11 },
    });
    const seen = await mine(ada);
    expect(seen.paymentMethod).toEqual(recorded.paymentMethod);
    expect(JSON.stringify(seen)).not.toContain(CARD.tokenReference);
  });

  it("replaces the method with the last checkout's", async () => {
    expect((await record(ada.id, CARD)).status).toBe(200);
    const next = { ...CARD, brand: 'visa', last4: '1881', expiryYear: 2031 };
    expect((await record(ada.id, next)).status).toBe(200);
    expect((await mine(ada)).paymentMethod).toMatchObject({ brand: 'visa', last4: '1881' });
  });

  it('records invoice for a business customer, and refuses it for a private one (409)', async () => {
    expect((await record(business.id, { type: 'invoice' })).status).toBe(200);
    expect((await mine(business)).paymentMethod).toMatchObject({ type: 'invoice' });

    const privateInvoice = await record(alan.id, { type: 'invoice' });
    expect(privateInvoice.status).toBe(409);
    expect(await codeOf(privateInvoice)).toBe('INVOICE_FOR_BUSINESS_ONLY');
  });

  it('refuses anything that looks like a card number with 400, keeping what was recorded', async () => {
    expect((await record(ada.id, CARD)).status).toBe(200);
    const before = await mine(ada);

    const inToken = await record(ada.id, { ...CARD, tokenReference: '5555 5555 5555 4444' });
    expect(inToken.status).toBe(400);
    expect(await codeOf(inToken)).toBe('CARD_NUMBER_REFUSED');
    const body = await record(ada.id, { ...CARD, tokenReference: 'tok_4111111111111111' });
    expect(await body.text()).not.toContain('4111111111111111');

    for (const refused of [
      { ...CARD, last4: '4111111111111111' },
      { ...CARD, cardNumber: '4111111111111111' },
      { ...CARD, pan: 4111111111111111 },
      { ...CARD, cvc: '123' },
    ]) {
      const response = await record(ada.id, refused);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('VALIDATION_FAILED');
    }
    expect(await mine(ada)).toEqual(before);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await record('00000000-0000-4000-8000-000000000000', CARD);
    expect(response.status).toBe(404);
    expect(await codeOf(response)).toBe('NOT_FOUND');
  });

  it("refuses a customer's token (403), no token (401) and customer care's token (403)", async () => {
    const own = await record(ada.id, CARD, ada.tokens.access_token);
    expect(own.status).toBe(403);
    expect(await codeOf(own)).toBe('SERVICE_TOKEN_REQUIRED');

    expect((await record(ada.id, CARD, null)).status).toBe(401);

    const care = await fetchServiceToken(server, TEST_SERVICE_CLIENTS.customerCare);
    const wrongScope = await record(ada.id, CARD, care.access_token);
    expect(wrongScope.status).toBe(403);
    expect(await codeOf(wrongScope)).toBe('INSUFFICIENT_SCOPE');
  });
});

describe('GET and DELETE /api/payment-methods/me', () => {
  it('answers null when the shop recorded nothing', async () => {
    expect(await mine(await registered('Grace'))).toEqual({ paymentMethod: null });
  });

  it("removes the customer's own method only", async () => {
    expect((await record(ada.id, CARD)).status).toBe(200);
    expect((await record(alan.id, { ...CARD, last4: '0005' })).status).toBe(200);

    const removed = await remove(ada);
    expect(removed.status).toBe(204);
    expect(await mine(ada)).toEqual({ paymentMethod: null });
    expect((await mine(alan)).paymentMethod).toMatchObject({ last4: '0005' });
    // Again: nothing left to remove is no error.
    expect((await remove(ada)).status).toBe(204);
  });

  it('lets a blocked business customer read but not remove (403)', async () => {
    expect((await record(business.id, { type: 'invoice' })).status).toBe(200);
    await setBusinessStatus(server.database.db, business.id, 'Blocked');
    try {
      const response = await remove(business);
      expect(response.status).toBe(403);
      expect((await mine(business)).paymentMethod).toMatchObject({ type: 'invoice' });
    } finally {
      await setBusinessStatus(server.database.db, business.id, 'Default');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/payment-methods/me`)).status).toBe(401);
    const response = await fetch(`${server.baseUrl}/api/payment-methods/me`, { method: 'DELETE' });
    expect(response.status).toBe(401);
  });
});

describe('deleteCustomerData (account deletion)', () => {
  it("removes one customer's method and leaves the others'", async () => {
    expect((await record(ada.id, CARD)).status).toBe(200);
    expect((await record(alan.id, CARD)).status).toBe(200);
    await deleteCustomerData(server.database.db, { customerId: ada.id });
    await deleteCustomerData(server.database.db, { customerId: ada.id });
    const rows = await server.database.db
      .selectFrom('payment_methods')
      .select('customer_id')
      .where('customer_id', 'in', [ada.id, alan.id])
      .execute();
    expect(rows).toEqual([{ customer_id: alan.id }]);
  });
});
