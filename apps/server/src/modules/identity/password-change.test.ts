import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  jwtPayload,
  refreshTokens,
  signIn,
  type TokenSet,
} from '../../../test/support/oidc-browser.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { postJson, registerCustomer, signInStatus } from './identity-changes-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('password change', () => {
  it('sets the new password, ends the other sign-ins and keeps the one it came from', async () => {
    const customer = await registerCustomer(server);
    const otherBrowser = await signIn(server, customer);
    expect(jwtPayload(customer.tokens.access_token).sid).toEqual(expect.any(String));

    const response = await postJson(
      server,
      `${customer.path}/passwordchanges`,
      customer.tokens.access_token,
      { currentPassword: customer.password, newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(204);

    expect(await signInStatus(server, customer.email, customer.password)).toBe(401);
    expect(await signInStatus(server, customer.email, NEW_PASSWORD)).toBe(303);
    const other = await refreshTokens(server, otherBrowser.tokens.refresh_token);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: 'invalid_grant' });
    const own = await refreshTokens(server, customer.tokens.refresh_token);
    expect(own.status).toBe(200);
    const renewed = (await own.json()) as TokenSet;
    expect(jwtPayload(renewed.access_token).sid).toBe(jwtPayload(customer.tokens.access_token).sid);
  });

  it('refuses a wrong current password as a field error and changes nothing', async () => {
    const customer = await registerCustomer(server);
    const response = await postJson(
      server,
      `${customer.path}/passwordchanges`,
      customer.tokens.access_token,
      { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({
      code: 'WRONG_PASSWORD',
      issues: [{ path: 'currentPassword', message: expect.any(String) as string }],
    });
    expect(await signInStatus(server, customer.email, customer.password)).toBe(303);
    expect((await refreshTokens(server, customer.tokens.refresh_token)).status).toBe(200);
  });

  it('refuses a new password shorter than the sign-in rules allow', async () => {
    const customer = await registerCustomer(server);
    const response = await postJson(
      server,
      `${customer.path}/passwordchanges`,
      customer.tokens.access_token,
      { currentPassword: customer.password, newPassword: 'short' },
    );
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('answers 429 with Retry-After after five tries in a quarter of an hour', async () => {
    const customer = await registerCustomer(server);
    const attempt = () =>
      postJson(server, `${customer.path}/passwordchanges`, customer.tokens.access_token, {
        currentPassword: 'a-wrong-guess',
        newPassword: NEW_PASSWORD,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await attempt()).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers another identity's path with 404", async () => {
    const ada = await registerCustomer(server);
    const bob = await registerCustomer(server);
    const response = await postJson(
      server,
      `${bob.path}/passwordchanges`,
      ada.tokens.access_token,
      {
        currentPassword: bob.password,
        newPassword: NEW_PASSWORD,
      },
    );
    expect(response.status).toBe(404);
    expect(await signInStatus(server, bob.email, bob.password)).toBe(303);
  });
});
