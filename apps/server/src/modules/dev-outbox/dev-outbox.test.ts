import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { loadSettings } from '../../config/env.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loadOrCreateOutboxKey, OUTBOX_KEY_FILE, OUTBOX_KEY_HEADER } from './dev-outbox-key.ts';
import { linkify } from './dev-outbox-page.ts';
import { devOutboxEnabled } from './dev-outbox.routes.ts';

describe('developer outbox page', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  /** The key the operator was shown, as kept in the data folder. */
  const keyOf = (t: TestApp) =>
    readFileSync(join(t.settings.DATA_DIR, OUTBOX_KEY_FILE), 'utf8').trim();

  it('lists the kept mails with their links clickable and their text escaped', async () => {
    testApp = await buildTestApp();
    await testApp.ctx.mailer.send({
      to: 'someone@example.com',
      subject: 'Export <ready>',
      text: 'Open https://photobox.co.uk/my-photos/exports/abc?x=1&y=2 now <b>',
    });
    const key = keyOf(testApp);
    const page = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?key=${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Export &lt;ready&gt;');
    expect(page.body).toContain(
      '<a href="https://photobox.co.uk/my-photos/exports/abc?x=1&amp;y=2">',
    );
    expect(page.body).toContain('now &lt;b&gt;');
    // The page's own links keep the key, so following them keeps the outbox open.
    expect(page.body).toContain(`<a href="?to=someone%40example.com&amp;key=${key}">`);
    const filtered = await testApp.app.inject({
      url: `/dev/outbox?to=someone%40example.com&key=${key}`,
    });
    expect(filtered.body).toContain(`<a href="?key=${key}">All mails</a>`);

    const json = await testApp.app.inject({
      method: 'GET',
      url: '/dev/outbox/mails',
      headers: { [OUTBOX_KEY_HEADER]: key },
    });
    expect(json.json()).toEqual({
      mails: [expect.objectContaining({ subject: 'Export <ready>' })],
    });
  });

  it('shows no mail to a request without the key, or with a wrong one', async () => {
    testApp = await buildTestApp();
    await testApp.ctx.mailer.send({
      to: 'someone@example.com',
      subject: 'Your export is ready',
      text: 'https://photobox.co.uk/my-photos/exports/secret',
    });
    const wrong = 'x'.repeat(43);
    for (const request of [
      { url: '/dev/outbox' },
      { url: '/dev/outbox/mails' },
      { url: `/dev/outbox?key=${wrong}` },
      { url: '/dev/outbox/mails', headers: { [OUTBOX_KEY_HEADER]: wrong } },
      { url: '/dev/outbox/mails?key=' },
    ]) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode).toBe(403);
      expect(ErrorResponseSchema.parse(response.json())).toMatchObject({
        code: 'OUTBOX_KEY_REQUIRED',
      });
      expect(response.body).not.toContain('secret');
    }
  });

  it('keeps its key in the data folder across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-key-'));
    try {
      const first = await loadOrCreateOutboxKey(dataDir);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await loadOrCreateOutboxKey(dataDir)).toBe(first);
      expect(statSync(join(dataDir, OUTBOX_KEY_FILE)).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is not there when mail goes through SMTP', async () => {
    testApp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });

  it('is never there in production', () => {
    expect(devOutboxEnabled({ settings: { ...testSettings(), NODE_ENV: 'production' } })).toBe(
      false,
    );
    expect(devOutboxEnabled({ settings: testSettings() })).toBe(true);
  });

  it('links only http(s) URLs', () => {
    expect(linkify('see javascript:alert(1) and http://a.example/')).toBe(
      'see javascript:alert(1) and <a href="http://a.example/">http://a.example/</a>',
    );
  });
});

const testSettings = () => loadSettings({ NODE_ENV: 'test' });
