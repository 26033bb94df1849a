import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressListSchema } from '@my-account/contract/addresses';
import { CustomerAddressSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { SuperOrderListSchema } from '@my-account/contract/orders';
import {
  PlacedPrintsOrderSchema,
  PrintsPriceListSchema,
  PrintsReorderSchema,
  type NewPrintsOrder,
  type PrintsPriceList,
} from '@my-account/contract/prints';
import { ReorderResponseSchema } from '@my-account/contract/reorder';
import { insertTestPhotos } from '../../../test/support/photo-library.ts';
import {
  fetchServiceToken,
  sendJson,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { registeredTestCustomer, type TestCustomer } from '../orders/orders-test-support.ts';

const CHANNEL = 'PHOTOBOX_CO_UK_EN_GB';

interface Shopper extends TestCustomer {
  photos: string[];
  addressId: string;
}

let server: TestServer;
let shop: string;
let ann: Shopper;
let bob: Shopper;
let list: PrintsPriceList;

const api = (customer: TestCustomer | null, method: string, path: string, body?: unknown) =>
  body === undefined
    ? fetch(`${server.baseUrl}/api${path}`, {
        method,
        headers: customer ? { authorization: `Bearer ${customer.token}` } : {},
      })
    : sendJson(method, `${server.baseUrl}/api${path}`, body, customer?.token ?? null);

/** The token's subject: the photo library's owner id. */
function subjectOf(token: string): string {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  const sub = (payload as { sub?: unknown }).sub;
  if (typeof sub !== 'string') {
    throw new Error('The token has no subject');
  }
  return sub;
}

async function shopper(name: string, street: string): Promise<Shopper> {
  const customer = await registeredTestCustomer(server, name);
  const photos = await insertTestPhotos(server.database.db, subjectOf(customer.token), [
    {},
    {},
    {},
  ]);
  const created = await api(customer, 'POST', '/customer/customers/me/addresses', {
    firstName: name,
    lastName: 'Tester',
    street,
    houseNumber: '12',
    postalCode: 'M3 2GP',
    city: 'Manchester',
    countryCode: 'GB',
  });
  expect(created.status).toBe(201);
  return { ...customer, photos, addressId: CustomerAddressSchema.parse(await created.json()).id };
}

const recordCard = (customerId: string, expiryYear: number) =>
  sendJson(
    'PUT',
    `${server.baseUrl}/api/payment-methods/internal/customers/${customerId}/payment-method`,
    {
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 8,
      expiryYear,
      tokenReference: 'tok',
    },
    shop,
  );

beforeAll(async () => {
  server = await startTestServer({ env: SERVICE_CLIENTS_ENV });
  shop = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.shop)).access_token;
  ann = await shopper('Ann', 'Deansgate');
  bob = await shopper('Bob', 'Oxford Road');
  expect((await recordCard(ann.id, new Date().getUTCFullYear() + 2)).status).toBe(200);
  const response = await api(ann, 'GET', `/prints/v1/price-list?channel=${CHANNEL}`);
  expect(response.status).toBe(200);
  list = PrintsPriceListSchema.parse(await response.json());
});
afterAll(async () => {
  await server.close();
});

function orderOf(customer: Shopper, overrides: Partial<NewPrintsOrder> = {}): NewPrintsOrder {
  const [a, b] = customer.photos;
  return {
    channel: CHANNEL,
    printSize: list.sizes[1]?.id ?? '',
    finish: list.finishes[0]?.id ?? '',
    border: list.borders[1]?.id ?? '',
    deliveryAddressId: customer.addressId,
    photos: [
      { photoId: a ?? '', quantity: 2 },
      { photoId: b ?? '', quantity: 1 },
    ],
    ...overrides,
  };
}

async function expectError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  const error = ErrorResponseSchema.parse(await response.json());
  if (code) {
    expect(error.code).toBe(code);
  }
}

describe('prints price list', () => {
  it("lists the channel's prints options with a price per size in its currency", () => {
    expect(list).toMatchObject({ channel: CHANNEL, articleCode: 'PAP_910', currency: 'GBP' });
    expect(list.sizes.map((size) => size.id)).toEqual(['10x15', '13x18', '20x30']);
    expect(list.sizes.every((size) => size.price > 0)).toBe(true);
    expect(list.finishes.map((finish) => finish.id)).toEqual(['glossy', 'matte']);
    expect(list.borders.map((border) => border.id)).toEqual(['none', 'white']);
  });

  it('answers another currency for another channel; 404 for an unknown one, 401 without token', async () => {
    const swedish = await api(ann, 'GET', '/prints/v1/price-list?channel=ALBELLI_SE_SV_SE');
    expect(PrintsPriceListSchema.parse(await swedish.json()).currency).toBe('SEK');
    await expectError(await api(ann, 'GET', '/prints/v1/price-list?channel=NOPE'), 404);
    await expectError(await api(null, 'GET', `/prints/v1/price-list?channel=${CHANNEL}`), 401);
  });
});

describe('ordering prints', () => {
  it('places a paid order priced by the server, which appears in My orders', async () => {
    const order = orderOf(ann);
    const placed = await api(ann, 'POST', '/prints/v1/orders', order);
    expect(placed.status).toBe(201);
    const { orderCode } = PlacedPrintsOrderSchema.parse(await placed.json());

    const mine = await api(ann, 'GET', '/orders/v2/superorders/me');
    const found = SuperOrderListSchema.parse(await mine.json()).items.find(
      (item) => item.orderCode === orderCode,
    );
    const perPrint = list.sizes.find((size) => size.id === order.printSize)?.price ?? NaN;
    const prints = order.photos.reduce((sum, photo) => sum + photo.quantity, 0);
    expect(found).toMatchObject({
      status: 'Confirmed',
      paymentStatus: 'paymentSuccess',
      paymentMethod: 'card',
      currency: list.currency,
      deliveryType: 'Home',
      shippingCost: list.shippingCost,
      total: prints * perPrint + list.shippingCost,
      deliveryAddress: { firstName: 'Ann', street: 'Deansgate', postalCode: 'M3 2GP' },
    });
    // One line per quantity: the photo ordered twice, then the one ordered once.
    expect(found?.products.map((product) => [product.quantity, product.photoCount])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect(found?.products.every((product) => product.articleType === 'Prints')).toBe(true);
  });

  it('never takes a price from the client', async () => {
    const withPrice = { ...orderOf(ann), total: 0 };
    await expectError(await api(ann, 'POST', '/prints/v1/orders', withPrice), 400);
  });

  it("refuses another customer's photo or address as missing, and options the article lacks", async () => {
    const [foreign] = bob.photos;
    const foreignPhoto = orderOf(ann, { photos: [{ photoId: foreign ?? '', quantity: 1 }] });
    await expectError(await api(ann, 'POST', '/prints/v1/orders', foreignPhoto), 404);
    const foreignAddress = orderOf(ann, { deliveryAddressId: bob.addressId });
    await expectError(await api(ann, 'POST', '/prints/v1/orders', foreignAddress), 404);
    const unknownSize = orderOf(ann, { printSize: '1x1' });
    await expectError(
      await api(ann, 'POST', '/prints/v1/orders', unknownSize),
      400,
      'PRINTS_OPTION_UNKNOWN',
    );
    const twice = orderOf(ann, {
      photos: [
        { photoId: ann.photos[0] ?? '', quantity: 1 },
        { photoId: ann.photos[0] ?? '', quantity: 3 },
      ],
    });
    await expectError(await api(ann, 'POST', '/prints/v1/orders', twice), 400);
  });

  it('asks for a payment method when there is none or the card has expired (409)', async () => {
    await expectError(
      await api(bob, 'POST', '/prints/v1/orders', orderOf(bob)),
      409,
      'PAYMENT_METHOD_REQUIRED',
    );
    expect((await recordCard(bob.id, 2020)).status).toBe(200);
    await expectError(
      await api(bob, 'POST', '/prints/v1/orders', orderOf(bob)),
      409,
      'PAYMENT_METHOD_REQUIRED',
    );
    const orders = await api(bob, 'GET', '/orders/v2/superorders/me');
    expect(SuperOrderListSchema.parse(await orders.json()).totalCount).toBe(0);
  });
});

describe('reordering prints', () => {
  it('leads to the prints step, which prefills photos, quantities and options', async () => {
    const order = orderOf(ann, {
      printSize: '20x30',
      finish: 'matte',
      border: 'none',
      photos: [
        { photoId: ann.photos[2] ?? '', quantity: 3 },
        { photoId: ann.photos[0] ?? '', quantity: 1 },
        { photoId: ann.photos[1] ?? '', quantity: 3 },
      ],
    });
    const placed = await api(ann, 'POST', '/prints/v1/orders', order);
    const { orderCode } = PlacedPrintsOrderSchema.parse(await placed.json());

    const reorder = await api(ann, 'POST', `/reorder/reorder?OrderCode=${orderCode}`);
    expect(reorder.status).toBe(200);
    const url = new URL(ReorderResponseSchema.parse(await reorder.json()).ShopUrl);
    expect(url.origin).toBe(server.baseUrl);
    expect(url.pathname).toMatch(/^\/prints-editor\/[a-z.]+$/);
    expect(url.searchParams.get('reorder')).toBe(orderCode);

    const prefill = await api(ann, 'GET', `/prints/v1/reorders/${orderCode}`);
    expect(prefill.status).toBe(200);
    expect(PrintsReorderSchema.parse(await prefill.json())).toEqual({
      orderCode,
      printSize: '20x30',
      finish: 'matte',
      border: 'none',
      // Photos of the same quantity went into one line: the prefill follows the lines.
      photos: [order.photos[0], order.photos[2], order.photos[1]],
    });
    await expectError(await api(bob, 'GET', `/prints/v1/reorders/${orderCode}`), 404);
  });

  it('leaves out photos no longer in the library', async () => {
    const placed = await api(ann, 'POST', '/prints/v1/orders', orderOf(ann));
    const { orderCode } = PlacedPrintsOrderSchema.parse(await placed.json());
    const [gone, kept] = ann.photos;
    await server.database.db
      .deleteFrom('photo_management_photos')
      .where('id', '=', gone ?? '')
      .execute();
    const prefill = await api(ann, 'GET', `/prints/v1/reorders/${orderCode}`);
    expect(PrintsReorderSchema.parse(await prefill.json()).photos).toEqual([
      { photoId: kept, quantity: 1 },
    ]);
    // The address book is untouched by ordering.
    const book = await api(ann, 'GET', '/customer/customers/me/addresses');
    expect(AddressListSchema.parse(await book.json()).addresses).toHaveLength(1);
  });
});
