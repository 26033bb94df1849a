import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

// What the web build writes, long enough (over 1 KB) to be sent compressed.
const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <link rel="icon" type="image/svg+xml" href="/brands/photobox/favicon.svg" />
    <title>My Account</title>
    <!-- ${'padding '.repeat(150)} -->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
// Long enough that the build would write compressed copies of it.
const SCRIPT = `console.log(${JSON.stringify('my account '.repeat(200))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  // What the web build writes: each file with its brotli and gzip copies beside it.
  for (const [path, text] of [
    ['index.html', INDEX],
    [join('assets', 'app-1234.js'), SCRIPT],
  ] as const) {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  }
  // The build's manifest: the app chunk and what it imports.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
      'src/app/bootstrap/render-app.tsx': {
        file: 'assets/render-app-2.js',
        imports: ['_react.js'],
      },
      '_react.js': { file: 'assets/react-3.js' },
    }),
  );
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
      expect(response.body).toContain('<title>My Account</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("paints the host's brand from the first byte: theme, logo, favicon, language", async () => {
    const page = async (host: string) =>
      (await t.app.inject({ url: '/my-photos/photos', headers: { ...html, host } })).body;
    const photobox = await page('photobox.co.uk.localhost');
    expect(photobox).toContain('<html lang="en-GB"');
    expect(photobox).toContain('<body class="pbx" data-brand="photobox">');
    expect(photobox).toContain('href="/brands/photobox/favicon.svg"');
    expect(photobox).toContain('src="/brands/photobox/logo.svg"');
    expect(photobox).toContain('Loading My Account…');
    const posterxxl = await page('posterxxl.de.localhost');
    expect(posterxxl).toContain('<body class="alb" data-brand="posterxxl">');
    expect(posterxxl).toContain('href="/brands/posterxxl/favicon.svg"');
    // An unknown host gets the configured default vendor's brand.
    expect(await page('localhost')).toMatch(/<body class="(alb|pbx|hfm)" data-brand="\w+">/);
  });

  it("paints the cookie banner's text with the page while no choice is stored", async () => {
    const page = async (host: string, cookie?: string) =>
      (
        await t.app.inject({
          url: '/my-photos/photos',
          headers: { ...html, host, ...(cookie ? { cookie } : {}) },
        })
      ).body;
    const photobox = await page('photobox.co.uk.localhost');
    expect(photobox).toContain(
      '<section id="boot-consent" class="boot-consent" aria-labelledby="boot-consent-title">',
    );
    expect(photobox).toContain('>Your cookie choices</h2>');
    expect(photobox).toContain('<p>Photobox uses cookies to keep you signed in');
    // In the language of the host's brand, with its name.
    const posterxxl = await page('posterxxl.de.localhost');
    expect(posterxxl).toContain('>Deine Cookie-Auswahl</h2>');
    expect(posterxxl).toContain('<p>posterXXL verwendet Cookies');
    for (const cookie of ['cookie_consent=00', 'a=1; cookie_consent=11']) {
      expect(await page('photobox.co.uk.localhost', cookie), cookie).not.toContain('boot-consent');
    }
    // What the app would not take for a choice either: the banner is still to come.
    expect(await page('photobox.co.uk.localhost', 'cookie_consent=yes')).toContain(
      'id="boot-consent"',
    );
  });

  it('preloads the app for a visitor with a session only (the others go to sign-in)', async () => {
    const page = async (cookie?: string) =>
      (
        await t.app.inject({
          url: '/my-photos/photos',
          headers: { ...html, ...(cookie ? { cookie } : {}) },
        })
      ).body;
    for (const cookie of ['auth_access_token=a.b.c', 'x=1; auth_refresh_token=r']) {
      const body = await page(cookie);
      expect(body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/render-app-2.js">',
      );
      expect(body).toContain('href="/assets/react-3.js"');
      // What the app fetches first comes while its scripts load.
      expect(body).toContain('<link rel="preload" as="fetch" crossorigin href="/config.json">');
      expect(body).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/locales/en-GB.json">',
      );
      expect(body).toMatch(
        /rel="preload" as="fetch" crossorigin href="\/api\/public-config\/vendors\/[\w.]+"/,
      );
    }
    for (const cookie of [undefined, 'other=1', 'auth_access_token_old=x']) {
      const body = await page(cookie);
      expect(body).not.toContain('modulepreload');
      expect(body).not.toContain('rel="preload"');
    }
  });

  it('preloads the locale file of the vendor of the host', async () => {
    const body = async (host: string) =>
      (
        await t.app.inject({
          url: '/my-photos/photos',
          headers: { ...html, host, cookie: 'auth_access_token=a.b.c' },
        })
      ).body;
    expect(await body('www.albelli.nl')).toContain('href="/locales/nl-NL.json"');
    expect(await body('www.albelli.nl')).toContain('href="/api/public-config/vendors/albelli.nl"');
    expect(await body('www.fotoknudsen.no')).toContain('href="/locales/nb-NO.json"');
  });

  it('caches hashed assets for good', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the CSP with pages, not with scripts, which keep the other security headers', async () => {
    const page = await t.app.inject({ url: '/orders', headers: html });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps API misses as 404s in the error shape, even for a browser', async () => {
    const response = await t.app.inject({ url: '/api/nothing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const asset = await t.app.inject({ url: '/assets/missing.js', headers: html });
    expect(asset.statusCode).toBe(404);
  });
});

describe('compressed files of the built app', () => {
  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/assets/app-1234.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the plain file when the browser accepts no coding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await asset(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends index.html compressed too, never cached, with the security headers', async () => {
    for (const url of ['/', '/orders']) {
      const response = await t.app.inject({
        url,
        headers: { ...html, 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toBeDefined();
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('padding');
    }
  });
});
