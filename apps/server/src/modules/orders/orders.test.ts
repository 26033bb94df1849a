import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  NewSuperOrderSchema,
  OrderListSchema,
  OrderSchema,
  SuperOrderListSchema,
  SuperOrderSchema,
  type NewSuperOrder,
} from '@my-account/contract/orders';
import { register, signIn } from '../../../test/support/oidc-browser.ts';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { setBusinessStatus } from '../customer/customer.public.ts';
import { placeSuperOrder, reportOrderStatus } from './orders-intake.service.ts';
import { anonymiseCustomerOrders } from './orders.public.ts';
import { sampleOrder } from './orders-test-support.ts';

interface Customer {
  id: string;
  token: string;
}

let server: TestServer;
let ann: Customer;
let bob: Customer;

async function customerOf(token: string): Promise<Customer> {
  const response = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { id: CustomerSchema.parse(await response.json()).id, token };
}

async function registered(firstName: string): Promise<Customer> {
  const { tokens } = await register(server, {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}@example.com`,
    password: 'a-long-enough-password',
  });
  return customerOf(tokens.access_token);
}

beforeAll(async () => {
  server = await startDemoServer();
  ann = await registered('Ann');
  bob = await registered('Bob');
});
afterAll(async () => {
  await server.close();
});

const deps = () => ({ db: server.database.db, signer: server.ctx.imageUrlSigner });

/** As the shop places it (the intake routes are tested on their own). */
async function place(customer: Customer, order: NewSuperOrder = sampleOrder()) {
  return placeSuperOrder(deps(), customer.id, NewSuperOrderSchema.parse(order));
}

function call(customer: Customer, path: string, init: RequestInit = {}) {
  return fetch(`${server.baseUrl}/api/orders${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${customer.token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
}

async function listOf(customer: Customer, query: string) {
  const response = await call(customer, `/v2/superorders/me${query}`);
  expect(response.status).toBe(200);
  return SuperOrderListSchema.parse(await response.json());
}

const codeOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).code;

describe("the customer's orders", () => {
  it("pages 100 at a time, newest first, until all are loaded; another's are missing", async () => {
    const carla = await registered('Carla');
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let day = 0; day < 105; day += 1) {
      const createdAt = new Date(start + day * 3_600_000).toISOString();
      await place(carla, sampleOrder({ orderCode: `CARLA-${String(day)}`, createdAt }));
    }
    const first = await listOf(carla, '');
    expect(first.totalCount).toBe(105);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]?.orderCode).toBe('CARLA-104');
    const rest = await listOf(carla, '?Offset=100&Limit=100&OrderState=notExpired');
    expect(rest.items.map((order) => order.orderCode)).toEqual([
      'CARLA-4',
      'CARLA-3',
      'CARLA-2',
      'CARLA-1',
      'CARLA-0',
    ]);
    expect((await listOf(bob, '')).items.map((o) => o.orderCode)).not.toContain('CARLA-1');

    for (const bad of ['?Limit=101', '?Limit=0', '?Offset=-1', '?OrderState=all-of-them']) {
      expect((await call(carla, `/v2/superorders/me${bad}`)).status).toBe(400);
    }
  });

  it('leaves out unpaid checkouts that expired when asked for notExpired', async () => {
    const dora = await registered('Dora');
    await place(
      dora,
      sampleOrder({
        orderCode: 'DORA-OLD-UNPAID',
        paymentStatus: 'paymentPending',
        createdAt: '2025-01-01T00:00:00Z',
      }),
    );
    await place(
      dora,
      sampleOrder({ orderCode: 'DORA-NEW-UNPAID', paymentStatus: 'paymentPending' }),
    );
    await place(
      dora,
      sampleOrder({ orderCode: 'DORA-OLD-PAID', createdAt: '2025-01-01T00:00:00Z' }),
    );
    const all = await listOf(dora, '?OrderState=all');
    expect(all.totalCount).toBe(3);
    const kept = await listOf(dora, '?OrderState=notExpired');
    expect(kept.items.map((order) => order.orderCode)).toEqual([
      'DORA-NEW-UNPAID',
      'DORA-OLD-PAID',
    ]);
    expect(kept.totalCount).toBe(2);
  });

  it("answers one order by its code, and another customer's as missing (404)", async () => {
    const order = await place(ann);
    const mine = await call(ann, `/v1/superorders/${order.orderCode}`);
    expect(mine.status).toBe(200);
    expect(SuperOrderSchema.parse(await mine.json())).toEqual(order);

    const theirs = await call(bob, `/v1/superorders/${order.orderCode}`);
    expect(theirs.status).toBe(404);
    expect(await codeOf(theirs)).toBe('NOT_FOUND');
    expect((await call(ann, '/v1/superorders/NO-SUCH-CODE')).status).toBe(404);
  });

  it('answers one product by its id, and its products by account and article type', async () => {
    const erin = await registered('Erin');
    for (let index = 0; index < 6; index += 1) {
      await place(erin);
    }
    const [product] = (await place(erin)).products;
    const one = await call(erin, `/v1/Orders/${product?.id ?? ''}`);
    expect(OrderSchema.parse(await one.json())).toEqual(product);
    expect((await call(bob, `/v1/Orders/${product?.id ?? ''}`)).status).toBe(404);

    const defaults = OrderListSchema.parse(
      await (await call(erin, `/orders/byAccount/${erin.id}`)).json(),
    );
    expect(defaults).toMatchObject({ totalCount: 14 });
    expect(defaults.items).toHaveLength(10);
    const books = OrderListSchema.parse(
      await (
        await call(erin, `/orders/byAccount/${erin.id}?articleNames=photobook&limit=3`)
      ).json(),
    );
    expect(books.totalCount).toBe(7);
    expect(books.items.map((item) => item.articleType)).toEqual([
      'Photobook',
      'Photobook',
      'Photobook',
    ]);
    expect((await call(bob, `/orders/byAccount/${erin.id}`)).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/orders/v2/superorders/me`)).status).toBe(401);
  });
});

describe('PUT|PATCH /v1/superorders/{code}/deliveryAddress', () => {
  const address = {
    firstName: 'Ann',
    lastName: 'Tester',
    street: 'Deansgate',
    houseNumber: '100',
    postalCode: 'm3 2gp',
    city: 'Manchester',
    countryCode: 'GB',
  };
  const change = (customer: Customer, code: string, body: unknown, method = 'PUT') =>
    call(customer, `/v1/superorders/${code}/deliveryAddress`, {
      method,
      body: JSON.stringify(body),
    });

  it('changes a pickup to a home delivery before production, then refuses (409)', async () => {
    const order = await place(
      ann,
      sampleOrder({ deliveryType: 'PickupPoint', pickupPointName: 'Post Office Marylebone' }),
    );
    const response = await change(ann, order.orderCode, address);
    expect(response.status).toBe(200);
    expect(SuperOrderSchema.parse(await response.json())).toMatchObject({
      deliveryType: 'Home',
      pickupPointName: null,
      deliveryAddress: { street: 'Deansgate', postalCode: 'M3 2GP', companyName: null },
    });
    const patched = await change(ann, order.orderCode, { ...address, houseNumber: '102' }, 'PATCH');
    expect(patched.status).toBe(200);

    await reportOrderStatus(deps(), order.orderCode, { status: 'ProductionStarted' });
    const refused = await change(ann, order.orderCode, address);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('DELIVERY_ADDRESS_LOCKED');
    const after = SuperOrderSchema.parse(
      await (await call(ann, `/v1/superorders/${order.orderCode}`)).json(),
    );
    expect(after.deliveryAddress.houseNumber).toBe('102');
  });

  it("refuses an invalid address (400) and another customer's order (404)", async () => {
    const order = await place(ann);
    const invalid = await change(ann, order.orderCode, { ...address, postalCode: '1234' });
    expect(invalid.status).toBe(400);
    expect(ErrorResponseSchema.parse(await invalid.json()).issues).toEqual([
      { path: 'body.postalCode', message: 'Postal Code must be valid' },
    ]);
    expect((await change(bob, order.orderCode, address)).status).toBe(404);
  });

  it('refuses a blocked business customer (403)', async () => {
    const { tokens } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    const business = await customerOf(tokens.access_token);
    const order = await place(business);
    await setBusinessStatus(server.database.db, business.id, 'Blocked');
    try {
      expect((await change(business, order.orderCode, address)).status).toBe(403);
    } finally {
      await setBusinessStatus(server.database.db, business.id, 'Default');
    }
  });
});

describe('anonymiseCustomerOrders (account deletion)', () => {
  it('keeps the orders for the accounts without the customer, address, photos or link', async () => {
    const fay = await registered('Fay');
    const order = await place(fay);
    await reportOrderStatus(deps(), order.orderCode, {
      status: 'Dispatched',
      trackingUrl: 'https://tracking.example.com/1',
    });
    const kept = await place(ann);
    await anonymiseCustomerOrders(server.database.db, fay.id);
    await anonymiseCustomerOrders(server.database.db, fay.id);

    expect((await listOf(fay, '')).items).toEqual([]);
    const row = await server.database.db
      .selectFrom('orders_super_orders')
      .selectAll()
      .where('code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: null,
      total: order.total,
      status: 'Dispatched',
      tracking_url: null,
      address_first_name: '',
      address_street: '',
      address_postal_code: '',
      address_phone_number: null,
      address_country_code: 'GB',
    });
    const products = await server.database.db
      .selectFrom('orders_products')
      .select(['photo_ids', 'project_id', 'price'])
      .where('order_code', '=', order.orderCode)
      .execute();
    expect(products).toEqual([
      { photo_ids: '[]', project_id: null, price: 696 },
      { photo_ids: '[]', project_id: null, price: 4299 },
    ]);
    // Another customer's order is untouched.
    expect((await call(ann, `/v1/superorders/${kept.orderCode}`)).status).toBe(200);
  });
});
