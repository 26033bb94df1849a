import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '@my-account/contract/consent';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const choose = (payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/consent/choice', payload, headers });

/** The Set-Cookie header of the consent cookie as attribute -> value (lower-case names). */
function consentCookie(setCookie: string | string[] | undefined): Map<string, string> {
  const header = [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`));
  expect(header, 'a consent cookie').toBeDefined();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name.toLowerCase(), value];
    }),
  );
}

describe('storing the cookie choice', () => {
  it('stores each of the four codes, spelled out, in a cookie the app can read', async () => {
    const expected = {
      '00': { analytics: false, marketing: false },
      '01': { analytics: false, marketing: true },
      '10': { analytics: true, marketing: false },
      '11': { analytics: true, marketing: true },
    };
    for (const [code, consent] of Object.entries(expected)) {
      const response = await choose({ code });
      expect(response.statusCode, code).toBe(200);
      expect(response.json()).toEqual({ code, ...consent });
      const cookie = consentCookie(response.headers['set-cookie']);
      expect(cookie.get(CONSENT_COOKIE)).toBe(code);
      expect(cookie.get('max-age')).toBe(String(CONSENT_MAX_AGE_SECONDS));
      expect(cookie.get('path')).toBe('/');
      expect(cookie.get('samesite')).toBe('Lax');
      // Read by the app and the consent manager: never HttpOnly. Over http: not Secure.
      expect(cookie.has('httponly')).toBe(false);
      expect(cookie.has('secure')).toBe(false);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses every other code with a 400 in the error shape, and sets no cookie', async () => {
    const bad = ['', '0', '1', '000', '111', '02', '20', '12', 'ab', ' 1', '1 ', 'yes'];
    for (const payload of [
      ...bad.map((code) => ({ code })),
      { code: 11 },
      { code: null },
      { code: ['1', '1'] },
      { analytics: true, marketing: true },
      {},
    ]) {
      const response = await choose(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes JSON only, so another site cannot post a choice from a plain form', async () => {
    const form = await choose('code=11', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    const text = await choose('11', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect([form, text].every((response) => !response.headers['set-cookie'])).toBe(true);
  });

  it('shares the choice with the whole brand domain, and marks it Secure over https', async () => {
    const response = await choose(
      { code: '10' },
      { host: 'myaccount.photobox.co.uk', 'x-forwarded-proto': 'https' },
    );
    const cookie = consentCookie(response.headers['set-cookie']);
    expect(cookie.get('domain')).toBe('photobox.co.uk');
    // The test app trusts no proxy: the forwarded https is not believed.
    expect(cookie.has('secure')).toBe(false);
    const local = consentCookie((await choose({ code: '10' })).headers['set-cookie']);
    expect(local.has('domain')).toBe(false);
  });
});

describe('storing the cookie choice behind an https proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('marks the cookie Secure', async () => {
    const response = await proxied.app.inject({
      method: 'PUT',
      url: '/api/consent/choice',
      payload: { code: '01' },
      headers: { host: 'myaccount.albelli.nl', 'x-forwarded-proto': 'https' },
    });
    const cookie = consentCookie(response.headers['set-cookie']);
    expect(cookie.has('secure')).toBe(true);
    expect(cookie.get('domain')).toBe('albelli.nl');
  });
});
