import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API_DOCS_PREFIX, OPENAPI_FILE, renderOpenApiDocument } from './openapi.ts';

describe('OpenAPI document and API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches the committed apps/server/openapi.json', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '(missing)');
    expect(
      renderOpenApiDocument(t.app),
      'apps/server/openapi.json is out of date with the routes: run `npm run openapi` and commit it',
    ).toBe(committed);
  });

  it('describes the routes from their zod schemas, with no server URL', () => {
    const document = t.app.swagger();
    expect(document).toMatchObject({ info: { title: 'My Account API' } });
    expect('servers' in document).toBe(false);
    expect(document.paths?.['/api/client-errors']?.post).toBeDefined();
    expect(Object.keys(document.paths ?? {}).some((path) => path.startsWith(API_DOCS_PREFIX))).toBe(
      false,
    );
  });

  it('serves Swagger UI from files only, under the same strict CSP', async () => {
    const page = await t.app.inject({ url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    // Every script is a file of our origin: nothing inline for the CSP to block.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(content.trim()).toBe('');
    }
    const initializer = await t.app.inject({
      url: `${API_DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
    const json = await t.app.inject({ url: `${API_DOCS_PREFIX}/json` });
    expect(json.json()).toMatchObject({ info: { title: 'My Account API' } });
  });

  it('keeps inline styles refused everywhere but the docs (the docs JSON too)', async () => {
    // The app's pages: security-headers.test.ts. The API's JSON answers, the docs' included:
    for (const url of ['/api/health', `${API_DOCS_PREFIX}/json`]) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
