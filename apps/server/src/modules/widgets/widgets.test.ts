import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  WIDGET_ERROR_CODES,
  WidgetListSchema,
  WidgetSchema,
  type Widget,
} from '@my-account/contract/widgets';
import type { TestCustomer } from '../customer/customer-test-support.ts';
import {
  startWidgetsTestServer,
  type BookOrder,
  type WidgetsTestServer,
} from './widgets-test-support.ts';

let api: WidgetsTestServer;
let ann: TestCustomer;
let bob: TestCustomer;
let annsOrder: BookOrder;
let bobsOrder: BookOrder;

beforeAll(async () => {
  api = await startWidgetsTestServer();
  ann = await api.customer();
  bob = await api.customer();
  const pages = [await api.photo(ann), await api.photo(ann), await api.photo(ann)];
  // A photo deleted since the order leaves no page.
  annsOrder = await api.orderBook(ann, [
    pages[0] ?? '',
    'a-photo-deleted-since',
    ...pages.slice(1),
  ]);
  bobsOrder = await api.orderBook(bob, [await api.photo(bob)]);
});
afterAll(async () => {
  await api.close();
});

const widgetPath = (code: string) => `/widgets/v1/widget/${code}`;

async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = ErrorResponseSchema.parse(await response.json());
  return { status: response.status, code: body.code };
}

async function putOnline(customer: TestCustomer, code: string): Promise<Widget> {
  const response = await api.call(customer, 'POST', widgetPath(code));
  expect(response.status).toBe(201);
  return WidgetSchema.parse(await response.json());
}

describe('a photo book online (widget)', () => {
  it('is made of the book order, read by its product code, and made once', async () => {
    const before = await api.call(ann, 'GET', widgetPath(annsOrder.book));
    expect(await errorOf(before)).toEqual({ status: 401, code: WIDGET_ERROR_CODES.none });

    const widget = await putOnline(ann, annsOrder.book);
    expect(widget).toMatchObject({
      productCode: annsOrder.book,
      title: 'Lay-flat photo book: Summer in Cornwall',
      pageCount: 3,
      lastSharedAt: null,
    });

    const again = await api.call(ann, 'POST', widgetPath(annsOrder.book));
    expect(again.status).toBe(200);
    expect(WidgetSchema.parse(await again.json())).toEqual(widget);
    const read = await api.call(ann, 'GET', widgetPath(annsOrder.book));
    expect(read.status).toBe(200);
    expect(WidgetSchema.parse(await read.json())).toEqual(widget);
  });

  it('exists only for photo books with pages', async () => {
    expect(await errorOf(await api.call(ann, 'POST', widgetPath(annsOrder.prints)))).toEqual({
      status: 409,
      code: WIDGET_ERROR_CODES.notAPhotobook,
    });
    expect(await errorOf(await api.call(ann, 'POST', widgetPath(annsOrder.projectBook)))).toEqual({
      status: 409,
      code: WIDGET_ERROR_CODES.noPages,
    });
  });

  it("answers another customer's code exactly as a code with no widget", async () => {
    await putOnline(bob, bobsOrder.book);
    const bodyOf = async (response: Response) => {
      // Every answer has its own correlation id; the rest must be the same.
      const body = z
        .omit(ErrorResponseSchema, { correlationId: true })
        .parse(await response.json());
      return { status: response.status, ...body };
    };
    const bobs = await bodyOf(await api.call(ann, 'GET', widgetPath(bobsOrder.book)));
    const missing = await bodyOf(await api.call(ann, 'GET', widgetPath('BK-NO-SUCH-BOOK')));
    expect(bobs).toEqual(missing);
    expect(bobs).toMatchObject({ statusCode: 401, code: WIDGET_ERROR_CODES.none });

    for (const [method, path] of [
      ['POST', widgetPath(bobsOrder.book)],
      ['DELETE', widgetPath(bobsOrder.book)],
      [
        'PUT',
        `${widgetPath(bobsOrder.book)}/share?vendorId=photobox.co.uk&fromName=QQ&toEmailAddress=QQ`,
      ],
    ] as const) {
      expect((await api.call(ann, method, path)).status, `${method} ${path}`).toBe(404);
    }
    // Bob's widget is untouched.
    expect((await api.call(bob, 'GET', widgetPath(bobsOrder.book))).status).toBe(200);
  });

  it("lists the caller's widgets among the codes asked for, and refuses malformed codes", async () => {
    const codes = [annsOrder.book, bobsOrder.book, annsOrder.prints, 'BK-NONE'].join(',');
    const listed = await api.call(ann, 'GET', `/widgets/v1/widget/all?orderCodes=${codes}`);
    expect(listed.status).toBe(200);
    const { items } = WidgetListSchema.parse(await listed.json());
    expect(items.map((item) => item.productCode)).toEqual([annsOrder.book]);

    const all = WidgetListSchema.parse(
      await (await api.call(bob, 'GET', '/widgets/v1/widget/all')).json(),
    );
    expect(all.items.map((item) => item.productCode)).toEqual([bobsOrder.book]);

    const bad = await api.call(ann, 'GET', '/widgets/v1/widget/all?orderCodes=BK-1,no%20spaces');
    expect(bad.status).toBe(400);
  });

  it('is taken offline by deleting it, then reads as none', async () => {
    const carol = await api.customer();
    const order = await api.orderBook(carol, [await api.photo(carol)]);
    await putOnline(carol, order.book);
    const deleted = await api.call(carol, 'DELETE', widgetPath(order.book));
    expect(deleted.status).toBe(204);
    expect(await errorOf(await api.call(carol, 'GET', widgetPath(order.book)))).toEqual({
      status: 401,
      code: WIDGET_ERROR_CODES.none,
    });
    expect(await errorOf(await api.call(carol, 'DELETE', widgetPath(order.book)))).toEqual({
      status: 404,
      code: WIDGET_ERROR_CODES.notFound,
    });
    // It can go online again.
    await putOnline(carol, order.book);
  });

  it("serves its pages' images to its owner only (the app's viewer)", async () => {
    const dan = await api.customer();
    const order = await api.orderBook(dan, [await api.photo(dan), await api.photo(dan)]);
    await putOnline(dan, order.book);
    const page = await api.call(dan, 'GET', `${widgetPath(order.book)}/pages/2`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('image/jpeg');
    expect((await page.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const beyond = await api.call(dan, 'GET', `${widgetPath(order.book)}/pages/3`);
    expect(await errorOf(beyond)).toEqual({ status: 404, code: WIDGET_ERROR_CODES.notFound });
    const others = await api.call(bob, 'GET', `${widgetPath(order.book)}/pages/1`);
    expect(await errorOf(others)).toEqual({ status: 404, code: WIDGET_ERROR_CODES.notFound });
    expect((await api.call(null, 'GET', `${widgetPath(order.book)}/pages/1`)).status).toBe(401);

    await api.call(dan, 'DELETE', widgetPath(order.book));
    const offline = await api.call(dan, 'GET', `${widgetPath(order.book)}/pages/1`);
    expect(offline.status).toBe(404);
  });

  it('needs a signed-in customer', async () => {
    expect((await api.call(null, 'GET', widgetPath(annsOrder.book))).status).toBe(401);
    const unauthenticated = await errorOf(await api.call(null, 'GET', widgetPath(annsOrder.book)));
    expect(unauthenticated.code).not.toBe(WIDGET_ERROR_CODES.none);
  });
});
