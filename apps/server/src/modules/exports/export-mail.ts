import { escape } from 'html-escaper';
import { z } from 'zod';
import { EXPORT_LINK_VALID_DAYS, exportPagePath } from '@my-account/contract/backups';
import { vendorForHost } from '@my-account/contract/vendors';
import { fileSizeText } from '../../platform/locales/file-size-text.ts';
import { formatMessage } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';
import type { MailMessage } from '../../platform/mailer/mailer.ts';

/** The `mail.export` section of packages/locales/<locale>.json. */
const ExportMailTextsSchema = z.object({
  greeting: z.string(),
  ready: z.object({
    subject: z.string(),
    intro: z.string(),
    linkLabel: z.string(),
    summary: z.string(),
    validity: z.string(),
  }),
  failed: z.object({
    subject: z.string(),
    intro: z.string(),
    linkLabel: z.string(),
    next: z.string(),
  }),
});

const exportMailTexts = localeSection('mail', z.looseObject({ export: ExportMailTextsSchema }));

export interface ExportMailTarget {
  to: string;
  /** The app's origin the export was asked on: the link goes there, and it names the brand. */
  origin: string;
  backupId: string;
  defaultVendorHost: string;
}

/** What the ready e-mail says of the export's zip files. */
export interface ExportFiles {
  count: number;
  totalBytes: number;
}

function mailContext(target: ExportMailTarget) {
  const vendor = vendorForHost(URL.parse(target.origin)?.host ?? '', target.defaultVendorHost);
  // Numbers and sizes in the locale the texts are in (en-GB when the brand's has no e-mails).
  const { locale, texts } = exportMailTexts(vendor.locale);
  const values = { brand: vendor.name, days: EXPORT_LINK_VALID_DAYS };
  const t = (text: string) => formatMessage(locale, text, values);
  return {
    texts: texts.export,
    locale,
    link: `${target.origin}${exportPagePath(target.backupId)}`,
    t,
    /** Texts go into HTML escaped, once formatted. */
    h: (text: string) => escape(t(text)),
  };
}

/** The "your export is ready" e-mail, linking to the export page on the customer's brand. */
export function exportReadyMail(target: ExportMailTarget, files: ExportFiles): MailMessage {
  const { texts, locale, link, t, h } = mailContext(target);
  const summary = formatMessage(locale, texts.ready.summary, {
    count: files.count,
    size: fileSizeText(files.totalBytes, locale),
  });
  return {
    to: target.to,
    subject: t(texts.ready.subject),
    text: [
      t(texts.greeting),
      '',
      t(texts.ready.intro),
      link,
      summary,
      '',
      t(texts.ready.validity),
    ].join('\n'),
    html: [
      `<p>${h(texts.greeting)}</p>`,
      `<p>${h(texts.ready.intro)} <a href="${escape(link)}">${h(texts.ready.linkLabel)}</a></p>`,
      `<p>${escape(summary)}</p>`,
      `<p>${h(texts.ready.validity)}</p>`,
    ].join('\n'),
  };
}

/**
 * The "your export could not be made" e-mail: the export page (which says 'Export error') is
 * only reached through an e-mail's link, so a failed export must be told too.
 */
export function exportFailedMail(target: ExportMailTarget): MailMessage {
  const { texts, link, t, h } = mailContext(target);
  return {
    to: target.to,
    subject: t(texts.failed.subject),
    text: [t(texts.greeting), '', t(texts.failed.intro), t(texts.failed.next), link].join('\n'),
    html: [
      `<p>${h(texts.greeting)}</p>`,
      `<p>${h(texts.failed.intro)}</p>`,
      `<p>${h(texts.failed.next)} <a href="${escape(link)}">${h(texts.failed.linkLabel)}</a></p>`,
    ].join('\n'),
  };
}
