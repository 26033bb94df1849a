import { escape } from 'html-escaper';
import { z } from 'zod';
import {
  ACCOUNT_DELETION_LINK_VALID_HOURS,
  CONFIRMATION_TOKEN_PARAM,
  DELETE_ACCOUNT_CONFIRMATION_PATH,
} from '@my-account/contract/account-deletion';
import { vendorForHost } from '@my-account/contract/vendors';
import { formatMessage } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** The `accountDeletion.mail` section of packages/locales/<locale>.json. */
const MailTextsSchema = z.object({
  subject: z.string(),
  greeting: z.string(),
  intro: z.string(),
  confirm: z.string(),
  linkLabel: z.string(),
  ignore: z.string(),
});

const mailTexts = localeSection('accountDeletion', z.looseObject({ mail: MailTextsSchema }));

export interface AccountDeletionMailTarget {
  to: string;
  /** The vendor host the request named: the brand and language of the mail. */
  channel: string;
  /** The configured app origin the request came to (decision 0105): the link goes there. */
  origin: string;
  token: string;
  defaultVendorHost: string;
}

/** The e-mail with the link that confirms an account deletion. */
export function accountDeletionMail(target: AccountDeletionMailTarget): MailMessage {
  const vendor = vendorForHost(target.channel, target.defaultVendorHost);
  const { locale, texts } = mailTexts(vendor.locale);
  const values = { brand: vendor.name, hours: ACCOUNT_DELETION_LINK_VALID_HOURS };
  const t = (text: string) => formatMessage(locale, text, values);
  const h = (text: string) => escape(t(text));
  const query = new URLSearchParams({ [CONFIRMATION_TOKEN_PARAM]: target.token });
  const link = `${target.origin}${DELETE_ACCOUNT_CONFIRMATION_PATH}?${query.toString()}`;
  return {
    to: target.to,
    subject: t(texts.mail.subject),
    text: [
      t(texts.mail.greeting),
      '',
      t(texts.mail.intro),
      '',
      t(texts.mail.confirm),
      link,
      '',
      t(texts.mail.ignore),
    ].join('\n'),
    html: [
      `<p>${h(texts.mail.greeting)}</p>`,
      `<p>${h(texts.mail.intro)}</p>`,
      `<p>${h(texts.mail.confirm)} <a href="${escape(link)}">${h(texts.mail.linkLabel)}</a></p>`,
      `<p>${h(texts.mail.ignore)}</p>`,
    ].join('\n'),
  };
}
