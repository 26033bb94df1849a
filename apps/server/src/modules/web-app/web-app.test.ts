import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const INDEX = '<!doctype html><title>My Account</title>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await buildTestApp({}, { webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built app', () => {
  it('answers the home page and every app route with index.html, never cached', async () => {
    for (const url of ['/', '/orders', '/my-photos/albums/abc?x=1']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API misses as 404s in the error shape, even for a browser', async () => {
    const response = await t.app.inject({ url: '/api/nothing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const asset = await t.app.inject({ url: '/assets/missing.js', headers: html });
    expect(asset.statusCode).toBe(404);
  });
});
