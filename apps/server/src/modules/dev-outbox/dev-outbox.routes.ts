import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escape } from 'html-escaper';
import type { AppContext } from '../../platform/app-context.ts';
import { listOutboxMail, type OutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';

const SHOWN = 50;
const OutboxQuerySchema = z.object({ to: z.string().max(320).optional() });
const OutboxMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  createdAt: z.string(),
});

/** True when mail goes to the embedded outbox and this is not production: only then the page. */
export function devOutboxEnabled(ctx: Pick<AppContext, 'settings'>): boolean {
  return ctx.settings.SMTP_URL === undefined && ctx.settings.NODE_ENV !== 'production';
}

/**
 * The developer outbox (`/dev/outbox`): the newest mails the embedded mailer kept, with their
 * links clickable, so an export link (or any other) can be followed locally. `/dev/outbox/mails`
 * gives the same as JSON for tests. Never there in production or when SMTP is configured.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (!devOutboxEnabled(ctx)) {
    return;
  }
  const db = ctx.database.db;

  app.get(
    '/mails',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest mails of the embedded outbox (development only)',
        querystring: OutboxQuerySchema,
        response: { 200: z.object({ mails: z.array(OutboxMailSchema) }) },
      },
    },
    async (request) => {
      const page = await listOutboxMail(db, {
        limit: SHOWN,
        ...(request.query.to ? { to: request.query.to } : {}),
      });
      return { mails: page.mails };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['development'],
        summary: 'The embedded outbox as a page (development only)',
        querystring: OutboxQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await listOutboxMail(db, {
        limit: SHOWN,
        ...(request.query.to ? { to: request.query.to } : {}),
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(outboxPage(page.mails, page.total));
    },
  );
};

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

function outboxPage(mails: OutboxMail[], total: number): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escape(mail.subject)}</h2>
<p>To <strong>${escape(mail.to)}</strong>, from ${escape(mail.from)}, <time datetime="${escape(mail.createdAt)}">${escape(mail.createdAt)}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox (development)</title></head>
<body>
<main>
<h1>Outbox (development)</h1>
<p>Mails kept by the embedded mailer (no SMTP_URL): the newest ${mails.length} of ${total}.</p>
${items || '<p>No mails yet.</p>'}
</main>
</body>
</html>`;
}
