import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { insertOutboxMail } from './mail-outbox.repository.ts';
import { MailMessageSchema, type Mailer } from './mailer.ts';

/**
 * The embedded default: mail is stored, not sent, so that a machine with no mail server still
 * shows every mail (e-mail change links, newsletter opt-in) on the developer page.
 */
export function createOutboxMailer(db: Kysely<Database>, from: string): Mailer {
  return {
    async send(message) {
      await insertOutboxMail(db, from, MailMessageSchema.parse(message), new Date());
    },
    close: () => Promise.resolve(),
  };
}
