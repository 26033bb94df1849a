import { escape } from 'html-escaper';
import { z } from 'zod';
import type { MailMessage } from './mailer.ts';

/**
 * The texts of a mail whose point is one link (a `mail` section of the locale files): what it is
 * for, the link's label, how long it works, and "not you?".
 */
export const LinkMailTextsSchema = z.object({
  subject: z.string(),
  greeting: z.string(),
  intro: z.string(),
  linkLabel: z.string(),
  validity: z.string(),
  ignore: z.string(),
});

/** A paragraph of a mail: plain text, or text followed by a link (its label shows in HTML). */
export type MailParagraph = string | { text: string; url: string; label: string };

/**
 * The text and HTML bodies of a mail from its paragraphs, already in the customer's language.
 * The text body shows each link as its bare URL under its paragraph (mail programs make it
 * clickable); the HTML body escapes every text and shows the label.
 */
export function composeMail(
  to: string,
  subject: string,
  paragraphs: readonly MailParagraph[],
): Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  const text = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? paragraph : `${paragraph.text}\n${paragraph.url}`,
  );
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${escape(paragraph)}</p>`
      : `<p>${escape(paragraph.text)}</p>\n<p><a href="${escape(paragraph.url)}">${escape(paragraph.label)}</a></p>`,
  );
  return { to, subject, text: text.join('\n\n'), html: html.join('\n') };
}
