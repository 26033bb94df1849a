import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountInformationSchema } from '@my-account/contract/photos';
import { register } from '../../../test/support/oidc-browser.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { recordOrder } from './photo-deletion.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function accountInformation(token: string, method = 'GET') {
  const response = await fetch(`${server.baseUrl}/api/photo-deletion/getaccountinformation`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return AccountInformationSchema.parse(await response.json());
}

describe('getaccountinformation', () => {
  it('counts 18 months from registration until the first order, then from the last order', async () => {
    const { tokens } = await register(server, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'compiler-compiler',
    });
    const before = Date.now();
    const info = await accountInformation(tokens.access_token);
    expect(info.lastOrderDate).toBeNull();
    expect(info.projectCount).toBe(0);
    expect(Math.abs(Date.parse(info.registrationDate) - before)).toBeLessThan(60_000);
    const registered = new Date(info.registrationDate);
    registered.setUTCMonth(registered.getUTCMonth() + 18);
    expect(Date.parse(info.projectedDeletionDate)).toBeCloseTo(registered.getTime(), -5);

    const sub = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sub: string };
    await recordOrder(server.database.db, sub.sub, new Date('2030-03-10T12:00:00.000Z'));
    await recordOrder(server.database.db, sub.sub, new Date('2029-01-01T00:00:00.000Z'));
    expect(await accountInformation(tokens.access_token, 'POST')).toMatchObject({
      lastOrderDate: '2030-03-10T12:00:00.000Z',
      projectedDeletionDate: '2031-09-10T12:00:00.000Z',
      registrationDate: info.registrationDate,
    });
  });

  it('uses the first time it saw a customer without a customer record', async () => {
    const token = await signAccessToken(server, {
      claims: { sub: 'external-1', idp_sub: 'ext-1' },
    });
    const first = await accountInformation(token);
    const second = await accountInformation(token);
    expect(second.registrationDate).toBe(first.registrationDate);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/photo-deletion/getaccountinformation`);
    expect(response.status).toBe(401);
  });
});
