import { z } from 'zod';
import type { Vendor } from '@my-account/contract/vendors';
import { formatMessage } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';
import { composeMail, type MailParagraph } from '../../platform/mailer/compose-mail.ts';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** The `widgets.shareMail` section of packages/locales/<locale>.json. */
const ShareMailTextsSchema = z.object({
  subject: z.string(),
  greeting: z.string(),
  intro: z.string(),
  messageIntro: z.string(),
  linkText: z.string(),
  linkLabel: z.string(),
  footer: z.string(),
});

const mailTexts = localeSection('widgets', z.looseObject({ shareMail: ShareMailTextsSchema }));

export interface ShareMail {
  to: string;
  /** The brand and language of the mail: the vendor the sender shared from. */
  vendor: Vendor;
  senderName: string;
  /** The sender's own words; may be empty. */
  personalMessage: string;
  title: string;
  /** The public viewer page of the book. */
  link: string;
}

/**
 * The mail that shares a photo book. The sender's name and message are the customer's text:
 * they fill placeholders (never parsed as a message format) and `composeMail` escapes every
 * paragraph of the HTML body.
 */
export function widgetShareMail(mail: ShareMail): MailMessage {
  const { locale, texts } = mailTexts(mail.vendor.locale);
  const words = texts.shareMail;
  const values = { brand: mail.vendor.name, sender: mail.senderName, title: mail.title };
  const t = (text: string) => formatMessage(locale, text, values);
  // One paragraph per line (HTML would run the lines together), quoted as a whole.
  const message = mail.personalMessage
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, index, lines) =>
      [index === 0 ? '“' : '', line, index === lines.length - 1 ? '”' : ''].join(''),
    );
  const paragraphs: MailParagraph[] = [
    t(words.greeting),
    t(words.intro),
    ...(message.length > 0 ? [t(words.messageIntro), ...message] : []),
    { text: t(words.linkText), url: mail.link, label: t(words.linkLabel) },
    t(words.footer),
  ];
  return composeMail(mail.to, t(words.subject), paragraphs);
}
