import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const html = { accept: 'text/html' };

describe('X-Robots-Tag in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  const robotsOf = async (host: string, url: string) =>
    (await t.app.inject({ url, headers: { ...html, host } })).headers['x-robots-tag'];

  it('lets search engines index the root path of a brand host only', async () => {
    expect(await robotsOf('myaccount.photobox.co.uk', '/')).toBe('index, follow');
    expect(await robotsOf('myaccount.albelli.nl', '/?utm_source=x')).toBe('index, follow');
  });

  it('keeps every other path of a brand host out, API answers and 404s included', async () => {
    for (const url of ['/orders', '/settings/b2b', '/my-photos/photos', '/api/health', '/x']) {
      expect(await robotsOf('myaccount.photobox.co.uk', url), url).toBe('noindex, nofollow');
    }
  });

  it('keeps test hosts and unknown hosts out, root path too', async () => {
    for (const host of [
      't-dtap.myaccount.photobox.co.uk',
      'a-dtap.myaccount.albelli.nl',
      'localhost',
    ]) {
      expect(await robotsOf(host, '/'), host).toBe('noindex, nofollow');
    }
  });
});

describe('X-Robots-Tag outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps even the root path of a brand host out', async () => {
    const response = await t.app.inject({
      url: '/',
      headers: { ...html, host: 'myaccount.photobox.co.uk' },
    });
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
