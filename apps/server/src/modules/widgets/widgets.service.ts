import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  isPhotobookArticle,
  MAX_WIDGET_CODES,
  WIDGET_ERROR_CODES,
  WidgetCodeParamsSchema,
  type Widget,
  type WidgetList,
} from '@my-account/contract/widgets';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { badRequest, conflict, HttpError } from '../../platform/http/http-error.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import { findMyOrderProduct } from '../orders/orders.public.ts';
import { announceWidgetsDeleted } from './widget-deleted.ts';
import { widgetPages } from './widget-pages.ts';
import {
  deleteWidget,
  findCustomerWidget,
  findWidgetByProduct,
  insertWidget,
  listCustomerWidgets,
  type WidgetRow,
} from './widgets.repository.ts';

type Db = Kysely<Database>;

/** The spec's "401 = none": the caller has no widget by that code (theirs or not, alike). */
const noWidget = (): HttpError =>
  new HttpError(401, WIDGET_ERROR_CODES.none, 'No online photo book by that code');
export const widgetNotFound = (): HttpError =>
  new HttpError(404, WIDGET_ERROR_CODES.notFound, 'No online photo book by that code');

async function toWidget(db: Db, row: WidgetRow): Promise<Widget> {
  const pages = await widgetPages(db, row);
  return {
    widgetId: row.id,
    productCode: row.product_code,
    title: row.title,
    pageCount: pages.length,
    createdAt: row.created_at,
    lastSharedAt: row.last_shared_at,
  };
}

/** The caller's widget of a product code; undefined for another customer's and none alike. */
export async function findMyWidgetRow(
  db: Db,
  user: AuthUser,
  code: string,
): Promise<WidgetRow | undefined> {
  const customer = await findCustomerSummary(db, user);
  return customer && findCustomerWidget(db, customer.id, code);
}

/** `GET /v1/widget/{code}`: 401 WIDGET_NONE unless the caller has a widget of that code. */
export async function getMyWidget(db: Db, user: AuthUser, code: string): Promise<Widget> {
  const row = await findMyWidgetRow(db, user, code);
  if (!row) {
    throw noWidget();
  }
  return toWidget(db, row);
}

/** The product codes of `orderCodes` (a comma list); 400 for a malformed one or too many. */
export function parseWidgetCodes(orderCodes: string | undefined): string[] | undefined {
  if (orderCodes === undefined) {
    return undefined;
  }
  const codes = [
    ...new Set(
      orderCodes
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    ),
  ];
  const bad = codes.find((code) => !WidgetCodeParamsSchema.shape.code.safeParse(code).success);
  if (bad !== undefined || codes.length > MAX_WIDGET_CODES) {
    throw badRequest(
      `orderCodes: up to ${String(MAX_WIDGET_CODES)} product codes (letters, digits, dashes), comma separated`,
      'VALIDATION_FAILED',
    );
  }
  return codes;
}

/** `GET /v1/widget/all`: the caller's widgets among the codes (all of them without codes). */
export async function listMyWidgets(
  db: Db,
  user: AuthUser,
  orderCodes: string | undefined,
): Promise<WidgetList> {
  const codes = parseWidgetCodes(orderCodes);
  const customer = await findCustomerSummary(db, user);
  const rows = customer ? await listCustomerWidgets(db, customer.id, codes) : [];
  return { items: await Promise.all(rows.map((row) => toWidget(db, row))) };
}

/**
 * `POST /v1/widget/{code}`: puts one of the caller's photo books online (the existing widget
 * when it is already). 404 for a code that is not the caller's product, 409 for a product that
 * is not a photo book or has no pages here.
 */
export async function createMyWidget(
  db: Db,
  user: AuthUser,
  code: string,
  now = new Date(),
): Promise<{ widget: Widget; created: boolean }> {
  const product = await findMyOrderProduct(db, user, code);
  if (!product?.customerId) {
    throw widgetNotFound();
  }
  const existing = await findWidgetByProduct(db, product.id);
  if (existing) {
    return { widget: await toWidget(db, existing), created: false };
  }
  if (!isPhotobookArticle(product.articleType)) {
    throw conflict('Only photo books can be viewed online', WIDGET_ERROR_CODES.notAPhotobook);
  }
  const row: WidgetRow = {
    id: randomUUID(),
    customer_id: product.customerId,
    // Photos are owned by the token's `sub`: the pages are the caller's photos.
    owner_id: user.sub,
    product_id: product.id,
    product_code: product.productCode,
    title: product.title,
    created_at: now.toISOString(),
    last_shared_at: null,
  };
  if ((await widgetPages(db, row)).length === 0) {
    throw conflict(
      'This photo book is made of no photos of your library, so it has no pages to show',
      WIDGET_ERROR_CODES.noPages,
    );
  }
  await insertWidget(db, row);
  // A concurrent create may have won: answer with the one stored.
  const stored = await findWidgetByProduct(db, product.id);
  if (!stored) {
    throw widgetNotFound();
  }
  return { widget: await toWidget(db, stored), created: stored.id === row.id };
}

/** `DELETE /v1/widget/{code}`: the widget, its share links (the public page answers 404). */
export async function deleteMyWidget(db: Db, user: AuthUser, code: string): Promise<void> {
  const row = await findMyWidgetRow(db, user, code);
  if (!row) {
    throw widgetNotFound();
  }
  await deleteWidget(db, row.id);
  await announceWidgetsDeleted(db, [row.id]);
}
