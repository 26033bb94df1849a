import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPagePath } from '@my-account/contract/backups';
import { CreatedBackupSchema } from '@my-account/contract/backups';
import { embeddedIssuer } from '../../platform/auth/issuer.ts';
import { listOutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { waitFor } from '../../../test/support/wait-for.ts';

describe("the export e-mail's link", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ PORT: '8080', PUBLIC_URL: 'https://myaccount.photobox.co.uk' });
    token = await signAccessToken({ ...t, issuer: embeddedIssuer(t.settings) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Asks for an export on `host` and returns the text of the e-mail that announces it. */
  async function exportMailAskedOn(host: string): Promise<{ link: string; text: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photo-management/backups',
      headers: { host, 'x-forwarded-host': host, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(202);
    const { id } = CreatedBackupSchema.parse(response.json());
    const mail = await waitFor(
      async () => {
        const { mails } = await listOutboxMail(t.database.db, { limit: 50 });
        return mails.find((candidate) => candidate.text.includes(exportPagePath(id)));
      },
      { what: 'the export e-mail' },
    );
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    return { link, text: mail.text };
  }

  it('goes to the brand host the export was asked on when that host is configured', async () => {
    const { link, text } = await exportMailAskedOn('albelli.nl.localhost:8080');
    expect(link).toMatch(/^http:\/\/albelli\.nl\.localhost:8080\/my-photos\/exports\//);
    expect(text).toContain('albelli');
  });

  it('goes to PUBLIC_URL, never to a Host the server was not configured with', async () => {
    const { link } = await exportMailAskedOn('evil.example');
    expect(link).toMatch(/^https:\/\/myaccount\.photobox\.co\.uk\/my-photos\/exports\//);
  });
});
