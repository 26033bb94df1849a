import { escape } from 'html-escaper';
import type { OutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gu;

/** Escapes the text, then makes each http(s) URL in it a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escape(text.slice(last, match.index)) + `<a href="${escape(url)}">${escape(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escape(text.slice(last));
}

export interface OutboxPageOptions {
  mails: OutboxMail[];
  total: number;
  /** Carried by the page's own links, so following them keeps the outbox open. */
  key: string;
  to: string | undefined;
}

/** The page's own address with the key, optionally filtered by recipient. */
function outboxHref(key: string, to?: string): string {
  return `?${new URLSearchParams({ ...(to ? { to } : {}), key }).toString()}`;
}

export function outboxPage({ mails, total, key, to }: OutboxPageOptions): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escape(mail.subject)}</h2>
<p>To <a href="${escape(outboxHref(key, mail.to))}"><strong>${escape(mail.to)}</strong></a>, from ${escape(mail.from)}, <time datetime="${escape(mail.createdAt)}">${escape(mail.createdAt)}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  const filter = to
    ? `<p>Mails to ${escape(to)} only. <a href="${escape(outboxHref(key))}">All mails</a></p>\n`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox (development)</title></head>
<body>
<main>
<h1>Outbox (development)</h1>
<p>Mails kept by the embedded mailer (no SMTP_URL): the newest ${mails.length} of ${total}.</p>
${filter}${items || '<p>No mails yet.</p>'}
</main>
</body>
</html>`;
}
