import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  BlockedOrderSchema,
  GALLERY_CATEGORIES,
  GALLERY_ERROR_CODES,
  GalleryCategoryListSchema,
  GalleryEntrySchema,
} from '@my-account/contract/widget-gallery';
import { WidgetSchema } from '@my-account/contract/widgets';
import { sendJson } from '../../../test/support/service-tokens.ts';
import type { TestCustomer } from '../customer/customer-test-support.ts';
import { startWidgetsTestServer, type WidgetsTestServer } from '../widgets/widgets-test-support.ts';

let api: WidgetsTestServer;
let careToken: string;

beforeAll(async () => {
  api = await startWidgetsTestServer();
  careToken = await api.careToken();
});
afterAll(async () => {
  await api.close();
});

/** A customer with a photo book online: its product code and widget id. */
async function bookOnline(): Promise<{ customer: TestCustomer; code: string; widgetId: string }> {
  const customer = await api.customer();
  const { book } = await api.orderBook(customer, [await api.photo(customer)]);
  const response = await api.call(customer, 'POST', `/widgets/v1/widget/${book}`);
  expect(response.status).toBe(201);
  return { customer, code: book, widgetId: WidgetSchema.parse(await response.json()).widgetId };
}

const entryPath = (widgetId: string, channel = 'photobox.co.uk') =>
  `/widget-gallery/v1/galleryentries/${widgetId}?channel=${channel}`;

const publish = (customer: TestCustomer, widgetId: string, categoryIds: string[]) =>
  api.call(customer, 'POST', '/widget-gallery/v1/galleryentries', {
    widgetId,
    channel: 'photobox.co.uk',
    categoryIds,
  });

const blockedStatus = async (code: string) =>
  BlockedOrderSchema.parse(
    await (await api.call(null, 'GET', `/widget-gallery/v1/blockedorders/${code}`)).json(),
  );

const care = (method: string, code: string, token: string | null = careToken) =>
  sendJson(
    method,
    `${api.server.baseUrl}/api/widget-gallery/internal/blockedorders/${code}`,
    method === 'PUT' ? { reason: 'Reported by a visitor' } : {},
    token,
  );

describe('the widget gallery', () => {
  it('lists its fixed categories', async () => {
    const { customer } = await bookOnline();
    const response = await api.call(customer, 'GET', '/widget-gallery/v1/categories');
    expect(response.status).toBe(200);
    expect(GalleryCategoryListSchema.parse(await response.json()).items).toEqual(
      GALLERY_CATEGORIES,
    );
  });

  it('publishes a book under two categories, changes them, and removes it', async () => {
    const { customer, widgetId } = await bookOnline();
    const created = await publish(customer, widgetId, ['travel', 'family']);
    expect(created.status).toBe(201);
    expect(GalleryEntrySchema.parse(await created.json())).toMatchObject({
      widgetId,
      channel: 'photobox.co.uk',
      categoryIds: ['travel', 'family'],
      categories: ['Travel', 'Family'],
    });
    const twice = await publish(customer, widgetId, ['travel']);
    expect(twice.status).toBe(409);
    expect(ErrorResponseSchema.parse(await twice.json()).code).toBe(
      GALLERY_ERROR_CODES.entryExists,
    );

    const changed = await api.call(customer, 'PUT', entryPath(widgetId), {
      categoryIds: ['wedding', 'celebrations'],
    });
    expect(changed.status).toBe(200);
    const read = await api.call(customer, 'GET', entryPath(widgetId));
    expect(GalleryEntrySchema.parse(await read.json())).toMatchObject({
      categoryIds: ['wedding', 'celebrations'],
      categories: ['Wedding', 'Celebrations'],
    });

    expect((await api.call(customer, 'DELETE', entryPath(widgetId))).status).toBe(204);
    expect((await api.call(customer, 'GET', entryPath(widgetId))).status).toBe(404);
    expect((await api.call(customer, 'DELETE', entryPath(widgetId))).status).toBe(404);
  });

  it('refuses unknown, repeated or too many categories (400)', async () => {
    const { customer, widgetId } = await bookOnline();
    for (const categoryIds of [
      [],
      ['no-such'],
      ['travel', 'travel'],
      ['travel', 'family', 'pets', 'sport'],
    ]) {
      expect((await publish(customer, widgetId, categoryIds)).status, String(categoryIds)).toBe(
        400,
      );
    }
  });

  it("answers another customer's entries and widgets as missing", async () => {
    const ann = await bookOnline();
    const bob = await bookOnline();
    expect((await publish(ann.customer, ann.widgetId, ['travel'])).status).toBe(201);
    expect((await api.call(bob.customer, 'GET', entryPath(ann.widgetId))).status).toBe(404);
    expect(
      (await api.call(bob.customer, 'PUT', entryPath(ann.widgetId), { categoryIds: ['pets'] }))
        .status,
    ).toBe(404);
    expect((await api.call(bob.customer, 'DELETE', entryPath(ann.widgetId))).status).toBe(404);
    expect((await publish(bob.customer, ann.widgetId, ['pets'])).status).toBe(404);
    // Ann's entry is as she left it.
    const annsEntry = await api.call(ann.customer, 'GET', entryPath(ann.widgetId));
    expect(GalleryEntrySchema.parse(await annsEntry.json()).categoryIds).toEqual(['travel']);
  });

  it('keeps a blocked order out: its entries go, and it cannot be published', async () => {
    const { customer, code, widgetId } = await bookOnline();
    expect(await blockedStatus(code)).toEqual({ orderCode: code, isBlocked: false });
    expect((await publish(customer, widgetId, ['nature'])).status).toBe(201);

    expect((await care('PUT', code, null)).status).toBe(401);
    const blocked = await care('PUT', code);
    expect(blocked.status).toBe(200);
    expect(await blockedStatus(code)).toEqual({ orderCode: code, isBlocked: true });
    expect((await api.call(customer, 'GET', entryPath(widgetId))).status).toBe(404);

    const refused = await publish(customer, widgetId, ['nature']);
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).code).toBe(
      GALLERY_ERROR_CODES.orderBlocked,
    );

    expect((await care('DELETE', code)).status).toBe(200);
    expect(await blockedStatus(code)).toEqual({ orderCode: code, isBlocked: false });
    expect((await publish(customer, widgetId, ['nature'])).status).toBe(201);
  });

  it('refuses a customer token on the blocking route', async () => {
    const { customer, code } = await bookOnline();
    const response = await sendJson(
      'PUT',
      `${api.server.baseUrl}/api/widget-gallery/internal/blockedorders/${code}`,
      {},
      customer.token,
    );
    expect([401, 403]).toContain(response.status);
    expect(await blockedStatus(code)).toEqual({ orderCode: code, isBlocked: false });
  });

  it('takes a book out of every gallery when it is taken offline', async () => {
    const { customer, code, widgetId } = await bookOnline();
    expect((await publish(customer, widgetId, ['baby'])).status).toBe(201);
    expect((await api.call(customer, 'DELETE', `/widgets/v1/widget/${code}`)).status).toBe(204);
    const rows = await api.server.database.db
      .selectFrom('widget_gallery_entries')
      .select('widget_id')
      .where('widget_id', '=', widgetId)
      .execute();
    expect(rows).toEqual([]);
  });
});
