import { z } from 'zod';
import { NEWSLETTER_CONFIRMATION_VALID_HOURS } from '@my-account/contract/newsletter';
import type { Vendor } from '@my-account/contract/vendors';
import { formatMessage } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';
import { composeMail, LinkMailTextsSchema } from '../../platform/mailer/compose-mail.ts';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** The `newsletter.mail` section of packages/locales/<locale>.json. */
const MailTextsSchema = LinkMailTextsSchema.extend({
  unsubscribe: z.string(),
  unsubscribeLabel: z.string(),
});

const mailTexts = localeSection('newsletter', z.looseObject({ mail: MailTextsSchema }));

export interface ConfirmationMail {
  to: string;
  /** The brand and language of the mail (the channel of the request). */
  vendor: Vendor;
  confirmLink: string;
  /** Every newsletter-type mail carries the way out (decision 0201): the app's page... */
  unsubscribeLink: string;
  /** ...and, for the mail program's own button, the API's one-click POST (RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

/** The double opt-in mail: the link that confirms the subscription, and the way out. */
export function newsletterConfirmationMail(mail: ConfirmationMail): MailMessage {
  const { locale, texts } = mailTexts(mail.vendor.locale);
  const words = texts.mail;
  const values = { brand: mail.vendor.name, hours: NEWSLETTER_CONFIRMATION_VALID_HOURS };
  const t = (text: string) => formatMessage(locale, text, values);
  return {
    ...composeMail(mail.to, t(words.subject), [
      t(words.greeting),
      { text: t(words.intro), url: mail.confirmLink, label: t(words.linkLabel) },
      t(words.validity),
      t(words.ignore),
      { text: t(words.unsubscribe), url: mail.unsubscribeLink, label: t(words.unsubscribeLabel) },
    ]),
    listUnsubscribeUrl: mail.oneClickUnsubscribeUrl,
  };
}
