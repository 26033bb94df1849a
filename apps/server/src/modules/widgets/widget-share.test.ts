import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  SHARED_BOOK_PATH,
  SharedBookSchema,
  WIDGET_ERROR_CODES,
  WIDGET_SHARES_PER_HOUR,
  WidgetSchema,
  WidgetShareResultSchema,
} from '@my-account/contract/widgets';
import { listOutboxMail, type OutboxMail } from '../../platform/mailer/mail-outbox.repository.ts';
import { shareQuery } from '../../../test/support/widget-data.ts';
import type { TestCustomer } from '../customer/customer-test-support.ts';
import {
  startWidgetsTestServer,
  type BookOrder,
  type WidgetsTestServer,
} from './widgets-test-support.ts';

let api: WidgetsTestServer;
let ann: TestCustomer;
let order: BookOrder;
let pages: string[];

beforeAll(async () => {
  api = await startWidgetsTestServer();
  ann = await api.customer();
  pages = [await api.photo(ann), await api.photo(ann)];
  order = await api.orderBook(ann, pages);
  expect((await api.call(ann, 'POST', `/widgets/v1/widget/${order.book}`)).status).toBe(201);
});
afterAll(async () => {
  await api.close();
});

const sharePath = (code: string, query: string) => `/widgets/v1/widget/${code}/share?${query}`;

async function mailTo(address: string): Promise<OutboxMail> {
  const { mails } = await listOutboxMail(api.server.database.db, { to: address, limit: 1 });
  const [mail] = mails;
  if (!mail) {
    throw new Error(`No mail to ${address}`);
  }
  return mail;
}

/** The token of the shared-book link in the mail's text. */
function linkOf(mail: OutboxMail): URL {
  const found = new RegExp(`\\S+${SHARED_BOOK_PATH}/[\\w-]+`).exec(mail.text)?.[0];
  if (!found) {
    throw new Error('No shared-book link in the mail');
  }
  return new URL(found);
}

const publicBook = (token: string) => api.call(null, 'GET', `/widgets/public/${token}`);

describe('sharing a photo book by e-mail', () => {
  it('mails a link to a public page that shows the book signed out, and nothing else', async () => {
    const recipient = 'grandma@example.org';
    const response = await api.call(
      ann,
      'PUT',
      sharePath(
        order.book,
        shareQuery({
          fromName: 'Ann <b>& Co</b>',
          personalMessage: 'Look at our summer!\n<script>alert(1)</script>',
          toEmailAddress: recipient,
        }),
      ),
    );
    expect(response.status).toBe(202);
    expect(WidgetShareResultSchema.parse(await response.json())).toMatchObject({
      recipientEmail: recipient,
    });

    const mail = await mailTo(recipient);
    expect(mail.subject).toBe('Photobox: Ann <b>& Co</b> shared a photo book with you');
    expect(mail.html).toContain('Ann &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Look at our summer!');
    const link = linkOf(mail);
    const token = link.pathname.split('/').pop() ?? '';

    const book = await publicBook(token);
    expect(book.status).toBe(200);
    const raw = await book.text();
    const shown = SharedBookSchema.parse(JSON.parse(raw));
    expect(shown.title).toBe('Lay-flat photo book: Summer in Cornwall');
    expect(shown.pages.map((page) => page.number)).toEqual([1, 2]);
    // Nothing of the customer: no ids, e-mail, name or address, not even the photo ids.
    const customerRow = await api.server.database.db
      .selectFrom('customer_customers')
      .selectAll()
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    for (const personal of [
      ann.id,
      customerRow.email,
      customerRow.idp_sub,
      'Tester',
      'Baker Street',
      order.book,
      ...pages,
    ]) {
      expect(raw).not.toContain(personal);
    }
    const [first] = shown.pages;
    const image = await fetch(first?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg');

    const widget = WidgetSchema.parse(
      await (await api.call(ann, 'GET', `/widgets/v1/widget/${order.book}`)).json(),
    );
    expect(widget.lastSharedAt).not.toBeNull();

    // Taking the book offline revokes the link and its pages.
    expect((await api.call(ann, 'DELETE', `/widgets/v1/widget/${order.book}`)).status).toBe(204);
    const gone = await publicBook(token);
    expect(gone.status).toBe(404);
    expect(ErrorResponseSchema.parse(await gone.json()).code).toBe(
      WIDGET_ERROR_CODES.sharedBookNotFound,
    );
    expect((await fetch(first?.url ?? '')).status).toBe(404);
    expect((await api.call(ann, 'POST', `/widgets/v1/widget/${order.book}`)).status).toBe(201);
    expect((await publicBook(token)).status).toBe(404);
  });

  it('answers an unknown link as missing', async () => {
    expect((await publicBook('no-such-token')).status).toBe(404);
    expect((await api.call(null, 'GET', '/widgets/public/no-such-token/pages/1')).status).toBe(404);
  });

  it("writes the mail in the vendor's brand and language", async () => {
    const recipient = 'friend-nl@example.org';
    const query = shareQuery({
      vendorId: 'albelli.nl',
      fromName: 'Ann',
      toEmailAddress: recipient,
    });
    expect((await api.call(ann, 'PUT', sharePath(order.book, query))).status).toBe(202);
    const mail = await mailTo(recipient);
    expect(mail.subject).toBe('albelli: Ann heeft een fotoboek met je gedeeld');
    // No personal message: no quote of one.
    expect(mail.text).not.toContain('Ann schreef:');
  });

  it('refuses values that are not base64 text, a bad address and an empty name (400)', async () => {
    const good = { fromName: 'Ann', toEmailAddress: 'x@example.org' };
    const cases = [
      new URLSearchParams({
        vendorId: 'photobox.co.uk',
        fromName: '***',
        toEmailAddress: 'eEBleGFtcGxlLm9yZw==',
      }).toString(),
      shareQuery({ ...good, toEmailAddress: 'not an address' }),
      shareQuery({ ...good, fromName: '   ' }),
      shareQuery({ ...good, fromName: 'Ann\r\nBcc: all@example.org' }),
      shareQuery({ ...good, vendorId: 'unknown.example' }),
    ];
    for (const query of cases) {
      const response = await api.call(ann, 'PUT', sharePath(order.book, query));
      expect(response.status, query).toBe(400);
      ErrorResponseSchema.parse(await response.json());
    }
  });
});

describe('the share limit', () => {
  it(`allows ${String(WIDGET_SHARES_PER_HOUR)} shares an hour per customer, then 429`, async () => {
    const sender = await api.customer();
    const own = await api.orderBook(sender, [await api.photo(sender)]);
    expect((await api.call(sender, 'POST', `/widgets/v1/widget/${own.book}`)).status).toBe(201);
    const query = shareQuery({ fromName: 'Sam', toEmailAddress: 'someone@example.org' });
    for (let i = 0; i < WIDGET_SHARES_PER_HOUR; i += 1) {
      expect((await api.call(sender, 'PUT', sharePath(own.book, query))).status).toBe(202);
    }
    const limited = await api.call(sender, 'PUT', sharePath(own.book, query));
    expect(limited.status).toBe(429);
    expect(ErrorResponseSchema.parse(await limited.json()).code).toBe('RATE_LIMITED');
    // Another customer is counted apart.
    expect((await api.call(ann, 'PUT', sharePath(order.book, query))).status).toBe(202);
  });
});
