import { createTransport } from 'nodemailer';
import { MailMessageSchema, type Mailer } from './mailer.ts';

/**
 * The scale-out adapter: mail goes to an SMTP relay. Transport options ride in the URL's query
 * (for example `smtp://relay:587?pool=true` or `?ignoreTLS=true` for a local test relay).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      const mail = MailMessageSchema.parse(message);
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.listUnsubscribeUrl === undefined
          ? {}
          : {
              list: { unsubscribe: mail.listUnsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }),
      });
    },
    async close() {
      transport.close();
    },
  };
}
