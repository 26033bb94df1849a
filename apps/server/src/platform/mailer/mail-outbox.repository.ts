import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MailOutboxTable } from '../database/platform-tables.ts';
import type { Database } from '../database/schema.ts';
import type { MailMessage } from './mailer.ts';

/** A mail kept in the outbox, as the developer page shows it. */
export interface OutboxMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** ISO-8601 UTC. */
  createdAt: string;
}

export async function insertOutboxMail(
  db: Kysely<Database>,
  from: string,
  message: MailMessage,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      from_address: from,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

export interface OutboxPage {
  mails: OutboxMail[];
  total: number;
}

/** Newest first, optionally for one recipient. */
export async function listOutboxMail(
  db: Kysely<Database>,
  options: { limit: number; offset?: number; to?: string },
): Promise<OutboxPage> {
  let query = db.selectFrom('mail_outbox');
  if (options.to !== undefined) {
    query = query.where('to_address', '=', options.to);
  }
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset ?? 0)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  // count() is a number on SQLite and a string on PostgreSQL.
  return { mails: rows.map(toOutboxMail), total: Number(counted.total) };
}

export async function readOutboxMail(
  db: Kysely<Database>,
  id: string,
): Promise<OutboxMail | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOutboxMail(row) : undefined;
}

function toOutboxMail(row: Selectable<MailOutboxTable>): OutboxMail {
  return {
    id: row.id,
    from: row.from_address,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    createdAt: row.created_at,
  };
}

/** Removes the kept mails to these addresses (any case) written up to `createdUpTo`. */
export async function deleteOutboxMailTo(
  db: Kysely<Database>,
  addresses: readonly string[],
  createdUpTo: string,
): Promise<number> {
  if (addresses.length === 0) {
    return 0;
  }
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb(eb.fn('lower', ['to_address']), 'in', addresses))
    .where('created_at', '<=', createdUpTo)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
