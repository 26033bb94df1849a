import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations } from '../../../test/support/openapi-requests.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

/**
 * Sends every documented route a set of malformed requests, with and without a valid token,
 * and checks none of them is answered with a 5xx: bad input is the caller's error.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signAccessToken(server);
});
afterAll(async () => {
  await server.close();
});

const PARAM_VALUES = ['x', '..%2F..%2Fetc%2Fpasswd', '%00', '-1', 'a'.repeat(600), '%E0%A4%A'];

const BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"unterminated": ' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{"__proto__": {"polluted": true}}' },
  { contentType: 'application/json', payload: JSON.stringify({ a: { b: { c: [1, 'x', null] } } }) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3' },
];

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

describe('malformed requests never cause a server error', () => {
  it('holds for every documented route, signed in or not', async () => {
    const operations = documentedOperations(server.app.swagger());
    expect(operations.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const value of PARAM_VALUES) {
        for (const body of method === 'GET' || method === 'HEAD' ? [undefined] : BODIES) {
          for (const authorization of [undefined, `Bearer ${token}`, 'Bearer garbage']) {
            const url = `${fillPath(path, value)}?limit=-5&cursor=%ZZ&sortOrder[]=x`;
            const response = await server.app.inject({
              method: method as 'GET',
              url,
              headers: {
                ...(authorization ? { authorization } : {}),
                ...(body ? { 'content-type': body.contentType } : {}),
              },
              ...(body ? { payload: body.payload } : {}),
            });
            if (response.statusCode >= 500) {
              failures.push(`${method} ${url} -> ${response.statusCode} ${response.body}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('holds for the sign-in endpoints, which are not in the API document', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; body?: (typeof BODIES)[number] }[] = [
      { method: 'GET', url: '/oidc/auth?client_id=nope&response_type=code&redirect_uri=%ZZ' },
      { method: 'GET', url: '/oidc/auth?client_id=my-account-web&scope=openid' },
      { method: 'GET', url: '/oidc/interaction/unknown-uid' },
      { method: 'GET', url: '/oidc/session/end?id_token_hint=garbage' },
      { method: 'GET', url: '/oidc/.well-known/openid-configuration' },
    ];
    for (const body of BODIES) {
      requests.push({ method: 'POST', url: '/oidc/token', body });
      requests.push({ method: 'POST', url: '/oidc/interaction/unknown-uid/sign-in', body });
      requests.push({ method: 'POST', url: '/oidc/interaction/unknown-uid/register', body });
      requests.push({ method: 'POST', url: '/oidc/token/revocation', body });
    }
    const failures: string[] = [];
    for (const request of requests) {
      const response = await server.app.inject({
        method: request.method,
        url: request.url,
        headers: request.body ? { 'content-type': request.body.contentType } : {},
        ...(request.body ? { payload: request.body.payload } : {}),
      });
      if (response.statusCode >= 500) {
        failures.push(`${request.method} ${request.url} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
