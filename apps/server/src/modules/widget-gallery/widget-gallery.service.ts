import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  GALLERY_CATEGORIES,
  GALLERY_ERROR_CODES,
  GalleryCategoryIdSchema,
  type BlockedOrder,
  type GalleryCategoryList,
  type GalleryEntry,
  type GalleryEntryUpdate,
  type NewGalleryEntry,
} from '@my-account/contract/widget-gallery';
import { VENDORS } from '@my-account/contract/vendors';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import { findMyWidgetById, type MyWidget } from '../widgets/widgets.public.ts';
import {
  deleteEntry,
  findBlockedOrder,
  findEntry,
  insertEntry,
  updateEntryCategories,
  type GalleryEntryRow,
} from './widget-gallery.repository.ts';

type Db = Kysely<Database>;

const entryNotFound = () => notFound('Gallery entry');
const names = new Map<string, string>(GALLERY_CATEGORIES.map((c) => [c.id, c.name]));

/**
 * A channel as the gallery keeps it: the vendor id other services know (onskefoto.se is
 * albelli.se), so both names of one brand reach the same gallery.
 */
export function galleryChannel(channel: string): string {
  const vendor = VENDORS.find((v) => v.host === channel || v.serviceVendorId === channel);
  return vendor?.serviceVendorId ?? channel;
}

function toEntry(row: GalleryEntryRow): GalleryEntry {
  const parsed: unknown = JSON.parse(row.category_ids);
  const ids = z.array(GalleryCategoryIdSchema).parse(parsed);
  return {
    widgetId: row.widget_id,
    channel: row.channel,
    categoryIds: ids,
    categories: ids.map((id) => names.get(id) ?? id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function listCategories(): GalleryCategoryList {
  return { items: GALLERY_CATEGORIES.map((category) => ({ ...category })) };
}

/** The caller's widget; 404 for another customer's and a missing one alike. */
async function myWidget(db: Db, user: AuthUser, widgetId: string): Promise<MyWidget> {
  const widget = await findMyWidgetById(db, user, widgetId);
  if (!widget) {
    throw entryNotFound();
  }
  return widget;
}

/** The caller's entry of a widget in a channel's gallery; 404 when it has none (or not theirs). */
export async function getMyEntry(
  db: Db,
  user: AuthUser,
  widgetId: string,
  channel: string,
): Promise<GalleryEntry> {
  await myWidget(db, user, widgetId);
  const row = await findEntry(db, widgetId, galleryChannel(channel));
  if (!row) {
    throw entryNotFound();
  }
  return toEntry(row);
}

/** Puts the caller's widget into a channel's gallery; 409 when its order is blocked. */
export async function createMyEntry(
  db: Db,
  user: AuthUser,
  entry: NewGalleryEntry,
  now = new Date(),
): Promise<GalleryEntry> {
  const widget = await myWidget(db, user, entry.widgetId);
  if (await findBlockedOrder(db, widget.productCode)) {
    throw conflict(
      'This photo book cannot be published in the gallery',
      GALLERY_ERROR_CODES.orderBlocked,
    );
  }
  const at = now.toISOString();
  const row: GalleryEntryRow = {
    widget_id: widget.widgetId,
    channel: galleryChannel(entry.channel),
    customer_id: widget.customerId,
    product_code: widget.productCode,
    category_ids: JSON.stringify(entry.categoryIds),
    created_at: at,
    updated_at: at,
  };
  if (!(await insertEntry(db, row))) {
    throw conflict('This photo book is in that gallery already', GALLERY_ERROR_CODES.entryExists);
  }
  // Customer care may have blocked the order meanwhile: the block wins.
  if (await findBlockedOrder(db, widget.productCode)) {
    await deleteEntry(db, row.widget_id, row.channel);
    throw conflict(
      'This photo book cannot be published in the gallery',
      GALLERY_ERROR_CODES.orderBlocked,
    );
  }
  return toEntry(row);
}

/** Replaces the categories of the caller's entry; 404 when the widget is in no such gallery. */
export async function updateMyEntry(
  db: Db,
  user: AuthUser,
  widgetId: string,
  channel: string,
  update: GalleryEntryUpdate,
  now = new Date(),
): Promise<GalleryEntry> {
  await myWidget(db, user, widgetId);
  const key = galleryChannel(channel);
  if (!(await findEntry(db, widgetId, key))) {
    throw entryNotFound();
  }
  await updateEntryCategories(
    db,
    widgetId,
    key,
    JSON.stringify(update.categoryIds),
    now.toISOString(),
  );
  const row = await findEntry(db, widgetId, key);
  if (!row) {
    throw entryNotFound();
  }
  return toEntry(row);
}

/** Takes the caller's widget out of a channel's gallery; 404 when it is not in it. */
export async function deleteMyEntry(
  db: Db,
  user: AuthUser,
  widgetId: string,
  channel: string,
): Promise<void> {
  await myWidget(db, user, widgetId);
  const key = galleryChannel(channel);
  if (!(await findEntry(db, widgetId, key))) {
    throw entryNotFound();
  }
  await deleteEntry(db, widgetId, key);
}

/** The public check: whether the order is blocked from the gallery, and nothing else. */
export async function blockedOrderStatus(db: Db, orderCode: string): Promise<BlockedOrder> {
  return { orderCode, isBlocked: (await findBlockedOrder(db, orderCode)) !== undefined };
}
