import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { startCustomerTestServer, type CustomerTestServer } from './customer-test-support.ts';

let t: CustomerTestServer;
beforeAll(async () => {
  t = await startCustomerTestServer();
});
afterAll(async () => {
  await t.close();
});

const personalDetails = {
  salutation: 'ms',
  firstName: ' Anna ',
  lastName: 'Smith',
  phoneCountry: 'GB',
  phoneNumber: '07911 123456',
  dateOfBirth: '1985-04-12',
};
const business = {
  companyName: 'Foto BV',
  vatNumber: 'nl 0044.95.445.b01',
  companyRegistration: '12345678',
};

async function me(token: string) {
  const response = await t.api(token, 'GET', '/customers/me');
  expect(response.status).toBe(200);
  return CustomerSchema.parse(await response.json());
}

async function save(token: string, body: unknown, method = 'PATCH') {
  return t.api(token, method, '/customers/me', body);
}

describe('personal details', () => {
  it('are saved in normal form and set the changed flag, which the acknowledgement clears', async () => {
    const { token } = await t.customer();
    expect((await me(token)).changed).toBe(false);
    const response = await save(token, { personalDetails });
    expect(response.status).toBe(200);
    const saved = CustomerSchema.parse(await response.json());
    expect(saved).toMatchObject({
      salutation: 'ms',
      firstName: 'Anna',
      lastName: 'Smith',
      phoneNumber: '+447911123456',
      dateOfBirth: '1985-04-12',
      changed: true,
    });
    expect(await me(token)).toEqual(saved);

    const ack = await t.api(token, 'POST', '/customers/me/changed/ack');
    expect(ack.status).toBe(200);
    expect(CustomerSchema.parse(await ack.json())).toEqual({
      ...saved,
      changed: false,
      changes: 0,
    });
    expect((await me(token)).changed).toBe(false);
  });

  it('take away phone number, birthday and title when left empty (PUT as PATCH)', async () => {
    const { token } = await t.customer();
    await save(token, { personalDetails });
    const response = await save(
      token,
      {
        personalDetails: { ...personalDetails, salutation: null, phoneNumber: '', dateOfBirth: '' },
      },
      'PUT',
    );
    expect(CustomerSchema.parse(await response.json())).toMatchObject({
      salutation: null,
      phoneNumber: null,
      dateOfBirth: null,
    });
  });

  it('answer 400 naming each wrong field, and keep what was stored', async () => {
    const { token } = await t.customer();
    await save(token, { personalDetails });
    const before = await me(token);
    const response = await save(token, {
      personalDetails: {
        ...personalDetails,
        firstName: '',
        phoneNumber: '12',
        dateOfBirth: '1985-02-30',
      },
    });
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).issues).toEqual(
      expect.arrayContaining([
        { path: 'body.personalDetails.firstName', message: 'Enter your first name' },
        { path: 'body.personalDetails.phoneNumber', message: 'Phone number must be valid' },
        { path: 'body.personalDetails.dateOfBirth', message: 'Enter a real date of birth' },
      ]),
    );
    expect(await me(token)).toEqual(before);
  });
});

describe('business details', () => {
  it('are for business customers only (403)', async () => {
    const { token } = await t.customer();
    const response = await save(token, { business });
    expect(response.status).toBe(403);
    expect((await me(token)).business).toBeNull();
  });

  it('complete a new business account: Default -> New (pending validation)', async () => {
    const { token } = await t.customer({ isB2b: true });
    expect(await me(token)).toMatchObject({ status: 'Default', business: null });
    const response = await save(token, { business });
    expect(response.status).toBe(200);
    expect(CustomerSchema.parse(await response.json())).toMatchObject({
      status: 'New',
      changed: true,
      business: {
        companyName: 'Foto BV',
        vatNumber: 'NL004495445B01',
        companyRegistration: '12345678',
      },
    });
  });

  it('send a validated account back to validation only when its identifiers change', async () => {
    const { id, token } = await t.customer({ isB2b: true });
    await save(token, { business });
    await t.server.database.db
      .updateTable('customer_customers')
      .set({ status: 'Validated' })
      .where('id', '=', id)
      .execute();
    const same = await save(token, { business: { ...business, vatNumber: 'NL004495445B01' } });
    expect(CustomerSchema.parse(await same.json()).status).toBe('Validated');
    const renamed = await save(token, { business: { ...business, companyName: 'Foto Groep BV' } });
    expect(CustomerSchema.parse(await renamed.json()).status).toBe('New');
  });

  it('refuse an invalid VAT number with its message', async () => {
    const { token } = await t.customer({ isB2b: true });
    const response = await save(token, { business: { ...business, vatNumber: 'NL123456789B01' } });
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).issues).toEqual([
      {
        path: 'body.business.vatNumber',
        message: 'Enter a valid VAT number, starting with its country code',
      },
    ]);
    expect((await me(token)).status).toBe('Default');
  });
});

describe('a blocked business account', () => {
  it('reads its record and acknowledges, but changes nothing (403)', async () => {
    const { token } = await t.customer({ isB2b: true, status: 'Blocked' });
    const before = await me(token);
    for (const body of [
      { personalDetails },
      { business },
      { ftp: { callbackUrl: null, callbackFormat: 'json' } },
    ]) {
      const response = await save(token, body);
      expect(response.status).toBe(403);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('ACCOUNT_BLOCKED');
    }
    expect((await t.api(token, 'POST', '/customers/me/changed/ack')).status).toBe(200);
    expect(await me(token)).toEqual(before);
  });
});

describe('the acknowledgement', () => {
  it('of an earlier count keeps a save made since to be confirmed; of the current one clears', async () => {
    const { token } = await t.customer();
    const first = CustomerSchema.parse(await (await save(token, { personalDetails })).json());
    expect(first).toMatchObject({ changed: true, changes: 1 });
    // A second save lands while the app is confirming the first.
    await save(token, { personalDetails: { ...personalDetails, lastName: 'Jones' } });
    const stale = await t.api(token, 'POST', '/customers/me/changed/ack', { changes: 1 });
    expect(stale.status).toBe(200);
    expect(CustomerSchema.parse(await stale.json())).toMatchObject({ changed: true, changes: 2 });

    const current = await t.api(token, 'POST', '/customers/me/changed/ack', { changes: 2 });
    expect(CustomerSchema.parse(await current.json())).toMatchObject({
      changed: false,
      changes: 0,
    });
  });

  it('refuses a count that is not a positive whole number (400)', async () => {
    const { token } = await t.customer();
    for (const body of [{ changes: 0 }, { changes: 'one' }, { changes: 1, other: true }]) {
      const response = await t.api(token, 'POST', '/customers/me/changed/ack', body);
      expect(response.status).toBe(400);
      expect(ErrorResponseSchema.parse(await response.json()).statusCode).toBe(400);
    }
  });

  it('answers 404 for a customer that does not exist', async () => {
    const { id, token } = await t.customer();
    await t.server.database.db.deleteFrom('customer_customers').where('id', '=', id).execute();
    expect((await t.api(token, 'POST', '/customers/me/changed/ack')).status).toBe(404);
  });
});
