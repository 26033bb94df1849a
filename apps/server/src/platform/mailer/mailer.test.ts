import { describeMailerContract } from '../../../test/contracts/mailer.contract.ts';
import { testDatabases } from '../../../test/support/migrated-database.ts';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.ts';
import { listOutboxMail } from './mail-outbox.repository.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const FROM = 'My Account <no-reply@example.com>';

for (const { name, open } of testDatabases()) {
  describeMailerContract(`outbox on ${name}`, async () => {
    const migrated = await open();
    const db = migrated.database.db;
    return {
      mailer: createOutboxMailer(db, FROM),
      from: FROM,
      async delivered() {
        const { mails } = await listOutboxMail(db, { limit: 100 });
        return mails.reverse().map((mail) => ({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          body: `${mail.text}\n${mail.html ?? ''}`,
        }));
      },
      cleanup: () => migrated.destroy(),
    };
  });
}

describeMailerContract('smtp (smtp-server on loopback)', async () => {
  const smtp = await startSmtpTestServer();
  const mailer = createSmtpMailer(smtp.url, FROM);
  return {
    mailer,
    from: FROM,
    async delivered() {
      return smtp.received.flatMap((mail) =>
        mail.to.map((to) => ({
          from: mail.from,
          to,
          subject: /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '',
          body: mail.raw,
        })),
      );
    },
    async cleanup() {
      await mailer.close();
      await smtp.close();
    },
  };
});
