import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { SuperOrderSchema, type SuperOrder } from '@my-account/contract/orders';
import { AccountInformationSchema } from '@my-account/contract/photos';
import { register } from '../../../test/support/oidc-browser.ts';
import {
  fetchServiceToken,
  sendJson,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { sampleOrder } from './orders-test-support.ts';

let server: TestServer;
let shop: string;
let fulfilment: string;
let customer: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ env: SERVICE_CLIENTS_ENV });
  shop = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.shop)).access_token;
  fulfilment = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.fulfilment)).access_token;
  const { tokens } = await register(server, {
    firstName: 'Olive',
    lastName: 'Orders',
    email: 'olive@example.com',
    password: 'a-long-enough-password',
  });
  const me = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  customer = { id: CustomerSchema.parse(await me.json()).id, token: tokens.access_token };
});
afterAll(async () => {
  await server.close();
});

const place = (body: unknown, token: string | null = shop, customerId = customer.id) =>
  sendJson(
    'POST',
    `${server.baseUrl}/api/orders/internal/customers/${customerId}/superorders`,
    body,
    token,
  );
const report = (code: string, body: unknown, token: string | null = fulfilment) =>
  sendJson('POST', `${server.baseUrl}/api/orders/internal/superorders/${code}/status`, body, token);

async function placed(body = sampleOrder()): Promise<SuperOrder> {
  const response = await place(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return SuperOrderSchema.parse(await response.json());
}

async function reported(code: string, body: unknown): Promise<SuperOrder> {
  const response = await report(code, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return SuperOrderSchema.parse(await response.json());
}

const codeOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).code;

describe('POST /api/orders/internal/customers/{customerId}/superorders (the shop)', () => {
  it('places a paid checkout as Confirmed, with totals, normal-form address and a timeline', async () => {
    const order = await placed(sampleOrder({ createdAt: '2026-10-01T09:30:00+02:00' }));
    expect(order).toMatchObject({
      status: 'Confirmed',
      paymentStatus: 'paymentSuccess',
      createdAt: '2026-10-01T07:30:00.000Z',
      // 696 + (4299 - 860) + 299 shipping
      total: 4434,
      productCount: 2,
      deliveryType: 'Home',
      canChangeDeliveryAddress: true,
      deliveryAddress: { postalCode: 'NW1 6XE', phoneNumber: '+442079460958' },
    });
    expect(order.products.map((p) => [p.productCode, p.photoCount, p.voucher])).toEqual([
      ['PR-1', 2, null],
      ['BK-1', 0, 'SUMMER20'],
    ]);
    expect(order.statusHistory.map((event) => event.status)).toEqual(['Received', 'Confirmed']);
  });

  it('places an unpaid checkout as Received (awaiting payment)', async () => {
    const order = await placed(sampleOrder({ paymentStatus: 'paymentPending' }));
    expect(order.status).toBe('Received');
    expect(order.statusHistory.map((event) => event.status)).toEqual(['Received']);
  });

  it("restarts the customer's photo storage period", async () => {
    await placed(sampleOrder({ createdAt: '2031-03-04T05:06:07Z' }));
    const response = await fetch(`${server.baseUrl}/api/photo-deletion/getaccountinformation`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const information = AccountInformationSchema.parse(await response.json());
    expect(information.lastOrderDate).toBe('2031-03-04T05:06:07.000Z');
  });

  it('refuses bad input with 400 in the error shape', async () => {
    const good = sampleOrder();
    const [prints, book] = good.products;
    for (const body of [
      { ...good, products: [] },
      { ...good, orderCode: 'no spaces allowed' },
      { ...good, currency: 'USD' },
      { ...good, unknown: 1 },
      { ...good, deliveryAddress: { ...good.deliveryAddress, postalCode: '12345' } },
      { ...good, products: [{ ...prints, quantity: 0 }] },
      { ...good, products: [{ ...prints, price: -1 }] },
    ]) {
      const response = await place(body);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('VALIDATION_FAILED');
    }
    const discount = await place({ ...good, products: [{ ...book, discount: 5000 }] });
    expect(discount.status).toBe(400);
    const pickup = await place({ ...good, deliveryType: 'PickupPoint' });
    expect(pickup.status).toBe(400);
    expect((await place('not json at all')).status).toBe(400);
  });

  it('answers 404 for an unknown customer and 409 for an order code taken', async () => {
    const unknown = await place(sampleOrder(), shop, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const order = await placed();
    const again = await place(sampleOrder({ orderCode: order.orderCode }));
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('ORDER_CODE_TAKEN');
  });

  it("refuses a customer's token (403), none (401) and the fulfilment's scope (403)", async () => {
    const own = await place(sampleOrder(), customer.token);
    expect(own.status).toBe(403);
    expect(await codeOf(own)).toBe('SERVICE_TOKEN_REQUIRED');
    expect((await place(sampleOrder(), null)).status).toBe(401);
    const wrongScope = await place(sampleOrder(), fulfilment);
    expect(wrongScope.status).toBe(403);
    expect(await codeOf(wrongScope)).toBe('INSUFFICIENT_SCOPE');
  });
});

describe('POST /api/orders/internal/superorders/{code}/status (the fulfilment system)', () => {
  it('moves an order forward to Dispatched with its tracking link, and no further', async () => {
    const { orderCode } = await placed(sampleOrder({ createdAt: '2026-10-01T09:00:00Z' }));
    const started = await reported(orderCode, {
      status: 'ProductionStarted',
      granularStatus: 'producing',
      at: '2026-10-02T10:00:00Z',
    });
    expect(started).toMatchObject({ status: 'ProductionStarted', granularStatus: 'producing' });
    expect(started.canChangeDeliveryAddress).toBe(false);

    const back = await report(orderCode, { status: 'Confirmed' });
    expect(back.status).toBe(409);
    expect(await codeOf(back)).toBe('INVALID_STATUS_TRANSITION');

    const noLink = await report(orderCode, { status: 'Dispatched' });
    expect(noLink.status).toBe(400);
    expect(await codeOf(noLink)).toBe('TRACKING_URL_REQUIRED');

    const trackingUrl = 'https://tracking.example.com/parcels/QX1';
    const sent = await reported(orderCode, {
      status: 'Dispatched',
      trackingUrl,
      at: '2026-10-04T08:00:00Z',
    });
    expect(sent).toMatchObject({
      status: 'Dispatched',
      trackingUrl,
      dispatchedAt: '2026-10-04T08:00:00.000Z',
    });
    expect(sent.statusHistory.map((event) => event.status)).toEqual([
      'Received',
      'Confirmed',
      'ProductionStarted',
      'Dispatched',
    ]);
    expect((await report(orderCode, { status: 'Cancelled' })).status).toBe(409);
  });

  it('cancels before dispatch; nothing moves a cancelled order on', async () => {
    const { orderCode } = await placed();
    expect((await reported(orderCode, { status: 'Cancelled' })).status).toBe('Cancelled');
    expect((await report(orderCode, { status: 'ProductionStarted' })).status).toBe(409);
    // The same status again is no change.
    expect((await reported(orderCode, { status: 'Cancelled' })).statusHistory).toHaveLength(3);
  });

  it('confirms an order awaiting payment once the payment succeeds', async () => {
    const { orderCode } = await placed(sampleOrder({ paymentStatus: 'paymentPending' }));
    const order = await reported(orderCode, {
      status: 'Received',
      paymentStatus: 'paymentSuccess',
    });
    expect(order).toMatchObject({ status: 'Confirmed', paymentStatus: 'paymentSuccess' });
  });

  it('refuses bad input (400), unknown orders (404) and tokens without the scope', async () => {
    const { orderCode } = await placed();
    for (const body of [
      { status: 'Lost' },
      { status: 'Dispatched', trackingUrl: 'javascript:alert(1)' },
      { status: 'Confirmed', granularStatus: 'teleported' },
    ]) {
      expect((await report(orderCode, body)).status).toBe(400);
    }
    expect((await report('NO-SUCH-ORDER', { status: 'Confirmed' })).status).toBe(404);
    expect((await report(orderCode, { status: 'Confirmed' }, customer.token)).status).toBe(403);
    expect((await report(orderCode, { status: 'Confirmed' }, shop)).status).toBe(403);
    expect((await report(orderCode, { status: 'Confirmed' }, null)).status).toBe(401);
  });
});
