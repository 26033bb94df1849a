import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSignIn } from '../../../test/support/oidc-browser.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SENSITIVE: '2' } });
});
afterAll(async () => {
  await server.close();
});

describe('sign-in rate limit', () => {
  it('answers 429 once a client has tried too often in a minute', async () => {
    const request = await beginSignIn(server);
    const attempt = () =>
      request.browser.postForm(`${request.interactionUrl}/sign-in`, {
        email: 'someone@example.com',
        password: 'guess-guess',
      });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
