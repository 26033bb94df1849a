import type { AppSettings } from '../../config/env.ts';
import type { DatabaseHandle } from '../database/create-database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else the outbox table. */
export function createMailer(settings: AppSettings, database: DatabaseHandle): Mailer {
  if (settings.SMTP_URL) {
    return createSmtpMailer(settings.SMTP_URL, settings.MAIL_FROM);
  }
  return createOutboxMailer(database.db, settings.MAIL_FROM);
}
