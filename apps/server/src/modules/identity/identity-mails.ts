import { escape } from 'html-escaper';
import { z } from 'zod';
import { EMAIL_CHANGE_VALID_HOURS } from '@my-account/contract/email-change';
import type { Vendor } from '@my-account/contract/vendors';
import { formatMessage, type MessageValues } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** A mail whose point is one link: what it is for, the link, how long it works, and "not you?". */
const LinkMailTextsSchema = z.object({
  subject: z.string(),
  greeting: z.string(),
  intro: z.string(),
  linkLabel: z.string(),
  validity: z.string(),
  ignore: z.string(),
});

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
  const h = (text: string) => escape(t(text));
  return {
    to: mail.to,
    subject: t(words.subject),
    text: [
      t(words.greeting),
      '',
      t(words.intro),
      mail.link,
      '',
      t(words.validity),
      t(words.ignore),
    ].join('\n'),
    html: [
      `<p>${h(words.greeting)}</p>`,
      `<p>${h(words.intro)}</p>`,
      `<p><a href="${escape(mail.link)}">${h(words.linkLabel)}</a></p>`,
      `<p>${h(words.validity)}</p>`,
      `<p>${h(words.ignore)}</p>`,
    ].join('\n'),
  };
}

/** To the NEW address: the link that makes it the account's sign-in address. */
export function emailChangeMail(mail: LinkMail): MailMessage {
  return linkMail('emailChange', mail, { hours: EMAIL_CHANGE_VALID_HOURS });
}

/** The link to choose a new password (forgotten password on the sign-in page). */
export function passwordResetMail(mail: LinkMail): MailMessage {
  return linkMail('passwordReset', mail, { minutes: PASSWORD_RESET_VALID_MINUTES });
}
