import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { AppContext } from '../../platform/app-context.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { listOutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';
import {
  isOutboxKey,
  loadOrCreateOutboxKey,
  OUTBOX_KEY_FILE,
  OUTBOX_KEY_HEADER,
} from './dev-outbox-key.ts';
import { outboxPage } from './dev-outbox-page.ts';

const SHOWN = 50;
const OutboxQuerySchema = z.object({
  to: z.string().max(320).optional(),
  /** The operator's key (printed at start-up); the JSON endpoint also takes it as a header. */
  key: z.string().max(200).optional(),
});
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
 * gives the same as JSON for tests. Never there in production or when SMTP is configured, and
 * closed to every request without the operator's key: mails hold customers' links.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (!devOutboxEnabled(ctx)) {
    return;
  }
  const db = ctx.database.db;
  const key = await loadOrCreateOutboxKey(ctx.settings.DATA_DIR);
  const requireKey = (request: FastifyRequest<{ Querystring: { key?: string | undefined } }>) => {
    if (!isOutboxKey(key, request.query.key ?? request.headers[OUTBOX_KEY_HEADER])) {
      throw new HttpError(
        403,
        'OUTBOX_KEY_REQUIRED',
        `The outbox needs its key: open the link printed at start-up, or add ?key= with the key ` +
          `in DATA_DIR/${OUTBOX_KEY_FILE}`,
      );
    }
  };

  app.get(
    '/mails',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest mails of the embedded outbox (development only)',
        querystring: OutboxQuerySchema,
        response: {
          200: z.object({ mails: z.array(OutboxMailSchema) }),
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      requireKey(request);
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
        response: {
          200: {
            description: 'The page',
            content: { 'text/html': { schema: z.string() } },
          },
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      requireKey(request);
      const { to } = request.query;
      const page = await listOutboxMail(db, { limit: SHOWN, ...(to ? { to } : {}) });
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The key is in this page's address: no Referer may carry it to the mails' links.
          .header('referrer-policy', 'no-referrer')
          .send(outboxPage({ mails: page.mails, total: page.total, key, to }))
      );
    },
  );
};
