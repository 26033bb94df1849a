import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressListSchema,
  MAX_ADDRESSES,
  type AddressInput,
} from '@my-account/contract/addresses';
import { CustomerAddressSchema, CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { startCustomerTestServer, type CustomerTestServer } from './customer-test-support.ts';

let t: CustomerTestServer;
beforeAll(async () => {
  t = await startCustomerTestServer();
});
afterAll(async () => {
  await t.close();
});

const home: AddressInput = {
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: '',
  street: 'Keizersgracht',
  houseNumber: '123',
  addition: '',
  postalCode: '1015cj',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: '06 12345678',
};
const office: AddressInput = {
  ...home,
  companyName: 'Foto BV',
  street: 'Coolsingel',
  houseNumber: '40',
  postalCode: '3011 AD',
  city: 'Rotterdam',
  phoneNumber: null,
};

async function create(token: string, address: AddressInput) {
  const response = await t.api(token, 'POST', '/customers/me/addresses', address);
  expect(response.status).toBe(201);
  return CustomerAddressSchema.parse(await response.json());
}

async function list(token: string) {
  const response = await t.api(token, 'GET', '/customers/me/addresses');
  expect(response.status).toBe(200);
  return AddressListSchema.parse(await response.json()).addresses;
}

async function me(token: string) {
  return CustomerSchema.parse(await (await t.api(token, 'GET', '/customers/me')).json());
}

describe('the address book', () => {
  it('stores an address with its postal code and phone number in normal form', async () => {
    const { token } = await t.customer();
    const created = await create(token, home);
    expect(created).toMatchObject({
      firstName: 'Anna',
      companyName: null,
      addition: null,
      postalCode: '1015 CJ',
      phoneNumber: '+31612345678',
      countryCode: 'NL',
    });
    expect(await list(token)).toEqual([created]);
    expect((await me(token)).addresses).toEqual([created]);
  });

  it('makes the first address both defaults and moves a default only to another address', async () => {
    const { token } = await t.customer();
    const first = await create(token, home);
    expect(first).toMatchObject({ isDefaultDelivery: true, isDefaultBilling: true });
    const second = await create(token, office);
    expect(second).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: false });

    const moved = await t.api(token, 'PATCH', `/customers/me/addresses/${second.id}`, {
      ...office,
      isDefaultDelivery: true,
    });
    expect(moved.status).toBe(200);
    expect(await list(token)).toMatchObject([
      { id: second.id, isDefaultDelivery: true, isDefaultBilling: false },
      { id: first.id, isDefaultDelivery: false, isDefaultBilling: true },
    ]);

    // false does not take a default away: there would be none.
    const kept = await t.api(token, 'PUT', `/customers/me/addresses/${second.id}`, {
      ...office,
      isDefaultDelivery: false,
    });
    expect(CustomerAddressSchema.parse(await kept.json()).isDefaultDelivery).toBe(true);
  });

  it('replaces an address on PUT and PATCH alike', async () => {
    const { token } = await t.customer();
    const created = await create(token, home);
    for (const method of ['PUT', 'PATCH']) {
      const city = `Haarlem ${method}`;
      const response = await t.api(token, method, `/customers/me/addresses/${created.id}`, {
        ...home,
        city,
        postalCode: '2011 AB',
      });
      expect(response.status).toBe(200);
      expect(CustomerAddressSchema.parse(await response.json())).toMatchObject({
        id: created.id,
        city,
        postalCode: '2011 AB',
        isDefaultDelivery: true,
      });
    }
  });

  it('passes the defaults of a deleted address to the oldest one left', async () => {
    const { token } = await t.customer();
    const first = await create(token, home);
    const second = await create(token, office);
    const third = await create(token, { ...office, city: 'Utrecht', postalCode: '3511 AB' });

    const deleted = await t.api(token, 'DELETE', `/customers/me/addresses/${first.id}`);
    expect(deleted.status).toBe(204);
    expect(await list(token)).toMatchObject([
      { id: second.id, isDefaultDelivery: true, isDefaultBilling: true },
      { id: third.id, isDefaultDelivery: false, isDefaultBilling: false },
    ]);

    expect((await t.api(token, 'DELETE', `/customers/me/addresses/${second.id}`)).status).toBe(204);
    expect((await t.api(token, 'DELETE', `/customers/me/addresses/${third.id}`)).status).toBe(204);
    expect(await list(token)).toEqual([]);
  });

  it('answers 400 with the spec’s messages on the fields, and stores nothing', async () => {
    const { token } = await t.customer();
    const response = await t.api(token, 'POST', '/customers/me/addresses', {
      ...home,
      street: '1',
      houseNumber: 'x',
      postalCode: 'SW1A 1AA',
      phoneNumber: '0612',
    });
    expect(response.status).toBe(400);
    const error = ErrorResponseSchema.parse(await response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.street', message: 'Street name must be valid' },
        { path: 'body.houseNumber', message: 'Street number must be valid' },
        { path: 'body.postalCode', message: 'Postal Code must be valid' },
        { path: 'body.phoneNumber', message: 'Phone number must be valid' },
      ]),
    );
    expect(await list(token)).toEqual([]);
    expect((await me(token)).changed).toBe(false);
  });

  it('sets the changed flag on every save and delete', async () => {
    const { token } = await t.customer();
    const created = await create(token, home);
    expect((await me(token)).changed).toBe(true);
    for (const [method, path, body] of [
      ['PATCH', `/customers/me/addresses/${created.id}`, home],
      ['DELETE', `/customers/me/addresses/${created.id}`, undefined],
    ] as const) {
      await t.api(token, 'POST', '/customers/me/changed/ack');
      expect((await me(token)).changed).toBe(false);
      expect((await t.api(token, method, path, body)).ok).toBe(true);
      expect((await me(token)).changed).toBe(true);
    }
  });

  it(`holds at most ${String(MAX_ADDRESSES)} addresses (409)`, async () => {
    const { token } = await t.customer();
    for (let index = 0; index < MAX_ADDRESSES; index += 1) {
      await create(token, { ...home, addition: `Flat ${String(index)}` });
    }
    const refused = await t.api(token, 'POST', '/customers/me/addresses', home);
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).code).toBe('ADDRESS_LIMIT_REACHED');
    expect(await list(token)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('two customers', () => {
  it('answer another customer’s address ids exactly like missing ones, and change nothing', async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const address = await create(owner.token, home);
    const before = await list(owner.token);

    for (const [method, body] of [
      ['PUT', office],
      ['PATCH', office],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await t.api(
        other.token,
        method,
        `/customers/me/addresses/${address.id}`,
        body,
      );
      const missing = await t.api(
        other.token,
        method,
        '/customers/me/addresses/00000000-0000-4000-8000-000000000000',
        body,
      );
      expect(foreign.status).toBe(404);
      expect(missing.status).toBe(404);
      // Word for word the same, but for the id of the request.
      const withoutRequestId = async (response: Response) => ({
        ...ErrorResponseSchema.parse(await response.json()),
        correlationId: undefined,
      });
      expect(await withoutRequestId(foreign)).toEqual(await withoutRequestId(missing));
    }
    expect(await list(other.token)).toEqual([]);
    expect(await list(owner.token)).toEqual(before);
  });
});

describe('a blocked business account', () => {
  it('reads its address book but cannot change it (403)', async () => {
    const business = await t.customer({ isB2b: true, status: 'New' });
    const address = await create(business.token, office);
    await t.server.database.db
      .updateTable('customer_customers')
      .set({ status: 'Blocked' })
      .where('id', '=', business.id)
      .execute();

    for (const [method, path, body] of [
      ['POST', '/customers/me/addresses', home],
      ['PUT', `/customers/me/addresses/${address.id}`, home],
      ['DELETE', `/customers/me/addresses/${address.id}`, undefined],
    ] as const) {
      const response = await t.api(business.token, method, path, body);
      expect(response.status).toBe(403);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('ACCOUNT_BLOCKED');
    }
    expect(await list(business.token)).toEqual([address]);
  });
});

describe('without a token', () => {
  it('answers 401', async () => {
    const response = await fetch(`${t.server.baseUrl}/api/customer/customers/me/addresses`);
    expect(response.status).toBe(401);
  });
});
