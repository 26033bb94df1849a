import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../config/env.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { devOutboxEnabled, linkify } from './dev-outbox.routes.ts';

describe('developer outbox page', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('lists the kept mails with their links clickable and their text escaped', async () => {
    testApp = await buildTestApp();
    await testApp.ctx.mailer.send({
      to: 'someone@example.com',
      subject: 'Export <ready>',
      text: 'Open https://photobox.co.uk/my-photos/exports/abc?x=1&y=2 now <b>',
    });
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Export &lt;ready&gt;');
    expect(page.body).toContain(
      '<a href="https://photobox.co.uk/my-photos/exports/abc?x=1&amp;y=2">',
    );
    expect(page.body).toContain('now &lt;b&gt;');
    const json = await testApp.app.inject({ method: 'GET', url: '/dev/outbox/mails' });
    expect(json.json()).toEqual({
      mails: [expect.objectContaining({ subject: 'Export <ready>' })],
    });
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
