import { z } from 'zod';
import { EMAIL_CHANGE_VALID_HOURS } from '@my-account/contract/email-change';
import type { Vendor } from '@my-account/contract/vendors';
import { formatMessage, type MessageValues } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';
import { composeMail, LinkMailTextsSchema } from '../../platform/mailer/compose-mail.ts';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** `mail.emailChange` and `mail.passwordReset` of packages/locales/<locale>.json. */
const identityMailTexts = localeSection(
  'mail',
  z.looseObject({ emailChange: LinkMailTextsSchema, passwordReset: LinkMailTextsSchema }),
);

/** How long a password reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

interface LinkMail {
  to: string;
  /** The brand (and so the language) the mail is in. */
  vendor: Vendor;
  link: string;
}

function linkMail(
  kind: 'emailChange' | 'passwordReset',
  mail: LinkMail,
  values: MessageValues,
): MailMessage {
  const { locale, texts } = identityMailTexts(mail.vendor.locale);
  const words = texts[kind];
  const t = (text: string) => formatMessage(locale, text, { brand: mail.vendor.name, ...values });
  return composeMail(mail.to, t(words.subject), [
    t(words.greeting),
    { text: t(words.intro), url: mail.link, label: t(words.linkLabel) },
    t(words.validity),
    t(words.ignore),
  ]);
}

/** To the NEW address: the link that makes it the account's sign-in address. */
export function emailChangeMail(mail: LinkMail): MailMessage {
  return linkMail('emailChange', mail, { hours: EMAIL_CHANGE_VALID_HOURS });
}

/** The link to choose a new password (forgotten password on the sign-in page). */
export function passwordResetMail(mail: LinkMail): MailMessage {
  return linkMail('passwordReset', mail, { minutes: PASSWORD_RESET_VALID_MINUTES });
}
