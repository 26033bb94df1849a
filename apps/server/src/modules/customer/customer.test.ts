import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '@my-account/contract/customer';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { jwtPayload, register, signIn } from '../../../test/support/oidc-browser.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import {
  startDemoServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(async () => {
  await server.close();
});

async function getMe(accessToken: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

describe('GET /api/customer/customers/me', () => {
  it('returns the private customer, without a business status', async () => {
    const { tokens } = await signIn(server, {
      email: 'demo@myaccount.test',
      password: 'demo-password',
    });
    const response = await getMe(tokens.access_token);
    expect(response.status).toBe(200);
    const customer = CustomerSchema.parse(await response.json());
    expect(customer).toMatchObject({
      email: 'demo@myaccount.test',
      firstName: 'Demi',
      lastName: 'Demo',
      isB2b: false,
      status: null,
      accountDeleted: false,
      ftp: null,
      addresses: [],
    });
  });

  it('returns the business customer with status Default (details missing)', async () => {
    const { tokens } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    const customer = CustomerSchema.parse(await (await getMe(tokens.access_token)).json());
    expect(customer).toMatchObject({ email: 'b2b@myaccount.test', isB2b: true, status: 'Default' });
  });

  it('shows each customer only their own record', async () => {
    const ada = await register(server, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
    const alan = await register(server, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      password: 'universal-machine',
    });
    const adaRecord = CustomerSchema.parse(await (await getMe(ada.tokens.access_token)).json());
    const alanRecord = CustomerSchema.parse(await (await getMe(alan.tokens.access_token)).json());
    expect(adaRecord).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
    expect(alanRecord).toMatchObject({ email: 'alan@example.com', firstName: 'Alan' });
    expect(adaRecord.id).not.toBe(alanRecord.id);
    expect(jwtPayload(ada.tokens.access_token).sub).not.toBe(
      jwtPayload(alan.tokens.access_token).sub,
    );
  });

  it('answers 404 in the error shape when the customer does not exist', async () => {
    const token = await signAccessToken(server, {
      claims: { sub: 'gone', idp_sub: 'gone' },
    });
    const response = await getMe(token);
    expect(response.status).toBe(404);
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('with an external provider, creates the customer of a new identity on the first call', async () => {
    // The embedded provider of `server` stands in for an external one; the API has its own data.
    const api = await startTestServer({
      env: { OIDC_ISSUER: server.issuer, OIDC_AUDIENCE: server.settings.OIDC_AUDIENCE },
    });
    try {
      const { tokens } = await signIn(server, {
        email: 'b2b@myaccount.test',
        password: 'demo-password',
      });
      const me = () =>
        fetch(`${api.baseUrl}/api/customer/customers/me`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
      const first = await me();
      expect(first.status).toBe(200);
      const created = CustomerSchema.parse(await first.json());
      expect(created).toMatchObject({
        email: 'b2b@myaccount.test',
        isB2b: true,
        status: 'Default',
        accountDeleted: false,
      });
      expect(CustomerSchema.parse(await (await me()).json()).id).toBe(created.id);
    } finally {
      await api.close();
    }
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/customer/customers/me`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
  });
});

describe('PATCH/PUT /api/customer/customers/me', () => {
  function update(accessToken: string, body: unknown, method = 'PATCH'): Promise<Response> {
    return fetch(`${server.baseUrl}/api/customer/customers/me`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('stores a business customer’s FTP callback and returns the updated customer', async () => {
    const { tokens } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    const ftp = { callbackUrl: 'https://erp.example.com/orders/status', callbackFormat: 'xml' };
    const response = await update(tokens.access_token, { ftp });
    expect(response.status).toBe(200);
    expect(CustomerSchema.parse(await response.json())).toMatchObject({ isB2b: true, ftp });
    const read = CustomerSchema.parse(await (await getMe(tokens.access_token)).json());
    expect(read.ftp).toEqual(ftp);

    const put = await update(
      tokens.access_token,
      { ftp: { callbackUrl: 'http://erp.example.com/v2', callbackFormat: 'json' } },
      'PUT',
    );
    expect(put.status).toBe(200);
    expect(CustomerSchema.parse(await put.json()).ftp).toEqual({
      callbackUrl: 'http://erp.example.com/v2',
      callbackFormat: 'json',
    });

    const cleared = await update(tokens.access_token, {
      ftp: { callbackUrl: null, callbackFormat: 'json' },
    });
    expect(cleared.status).toBe(200);
    expect(CustomerSchema.parse(await cleared.json()).ftp).toBeNull();
  });

  it('answers 400 in the error shape for a bad URL or format', async () => {
    const { tokens } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    for (const ftp of [
      { callbackUrl: 'not a url', callbackFormat: 'json' },
      { callbackUrl: 'ftp://erp.example.com/status', callbackFormat: 'json' },
      { callbackUrl: `https://erp.example.com/${'x'.repeat(2000)}`, callbackFormat: 'json' },
      { callbackUrl: 'https://erp.example.com/status', callbackFormat: 'csv' },
    ]) {
      const response = await update(tokens.access_token, { ftp });
      expect(response.status).toBe(400);
      ErrorResponseSchema.parse(await response.json());
    }
  });

  it('answers 403 in the error shape to a private customer and changes nothing', async () => {
    const { tokens } = await signIn(server, {
      email: 'demo@myaccount.test',
      password: 'demo-password',
    });
    const response = await update(tokens.access_token, {
      ftp: { callbackUrl: 'https://erp.example.com/status', callbackFormat: 'json' },
    });
    expect(response.status).toBe(403);
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({ code: 'FORBIDDEN' });
    expect(CustomerSchema.parse(await (await getMe(tokens.access_token)).json()).ftp).toBeNull();
  });

  it('never touches another customer’s record', async () => {
    const { tokens: b2b } = await signIn(server, {
      email: 'b2b@myaccount.test',
      password: 'demo-password',
    });
    const { tokens: demo } = await signIn(server, {
      email: 'demo@myaccount.test',
      password: 'demo-password',
    });
    const before = CustomerSchema.parse(await (await getMe(demo.access_token)).json());
    const response = await update(b2b.access_token, {
      ftp: { callbackUrl: 'https://erp.example.com/mine', callbackFormat: 'json' },
    });
    expect(response.status).toBe(200);
    expect(CustomerSchema.parse(await response.json()).id).not.toBe(before.id);
    expect(CustomerSchema.parse(await (await getMe(demo.access_token)).json())).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ftp: { callbackUrl: null, callbackFormat: 'json' } }),
    });
    expect(response.status).toBe(401);
  });
});
