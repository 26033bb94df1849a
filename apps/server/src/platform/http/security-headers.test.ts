import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

/** A built web app of one page: the policy under test is the one a document gets. */
const dist = mkdtempSync(join(tmpdir(), 'security-headers-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

const buildApp = (env: Record<string, string> = {}) => buildTestApp(env, { webDistDir: dist });

/** The app's page, as a browser asks for it. */
const page = (t: TestApp) =>
  t.app.inject({ url: '/my-photos/photos', headers: { accept: 'text/html' } });

/** The CSP header as directive -> sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({ OIDC_ISSUER: 'https://login.example.com/realms/shop' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a CSP with no inline script, no framing and the issuer as a connect source', async () => {
    const response = await page(t);
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // 'self' plus the hashes of the toast library's own style element; never 'unsafe-inline'.
    const styleSources = csp.get('style-src') ?? [];
    expect(styleSources[0]).toBe("'self'");
    expect(styleSources.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const connect = csp.get('connect-src') ?? [];
    expect(connect.slice(0, 2)).toEqual(["'self'", 'https://login.example.com']);
    // Push sockets of the app's own origins only, never any host.
    expect(connect).toContain('ws://photobox.co.uk.localhost:8080');
    expect(connect).toContain('wss://myaccount.albelli.nl');
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toContain('http://photobox.co.uk.localhost:8080');
    // http://localhost: upgrading would break every request.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends nosniff, the referrer policy and no framing on every response, errors too', async () => {
    for (const url of ['/', '/api/health', '/api/nothing-here']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives JSON answers, errors too, the short policy of an API instead of the page policy', async () => {
    const pagePolicy = String((await page(t)).headers['content-security-policy']);
    expect(pagePolicy.length).toBeGreaterThan(1000);
    for (const url of ['/api/health', '/api/nothing-here', '/api/customer/customers/me']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/json/);
      // One header, not the page policy plus this one.
      expect(response.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({ PUBLIC_URL: 'https://myaccount.photobox.co.uk' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds HSTS and upgrade-insecure-requests, and uses the public URL as issuer origin', async () => {
    const response = await page(t);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toContain('https://myaccount.photobox.co.uk');
  });
});

describe('security headers with third-party scripts configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({
      CONSENT_MANAGER_SCRIPT_URL: 'https://cmp.example/loader.js',
      HELP_CHAT_SCRIPT_URL: 'https://chat.example:8443/widget.js?brand=1',
      FEEDBACK_SCRIPT_URLS: JSON.stringify({
        'en-GB': {
          large: 'https://feedback.example/en.js',
          small: 'https://feedback.example/m.js',
        },
      }),
      PERSONALISATION_URL: 'https://variants.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets in exactly the configured origins, and only where a widget needs them', async () => {
    const response = await page(t);
    const csp = parseCsp(response.headers['content-security-policy']);
    const origins = [
      'https://cmp.example',
      'https://chat.example:8443',
      'https://feedback.example',
      'https://variants.example',
    ];
    expect(csp.get('script-src')).toEqual(["'self'", ...origins]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...origins]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...origins]);
    expect(csp.get('connect-src')?.slice(-origins.length)).toEqual(origins);
    expect(csp.get('style-src')?.slice(-origins.length)).toEqual(origins);
    // Never a scheme or wildcard, never inline script, never elsewhere.
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(csp.get(directive), directive).not.toContain('https:');
      expect(csp.get(directive), directive).not.toContain('*');
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
  });
});

describe('security headers without third-party scripts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets no other origin run script or show a frame', async () => {
    const response = await page(t);
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
  });
});
