import { z } from 'zod/mini';
import { ChannelSchema } from './identity-paths.ts';

/*
 * The widget gallery (`/api/widget-gallery`, decision 0247): a customer puts an online photo
 * book (widget) into a brand's public gallery under some categories. An entry is one widget in
 * one channel's gallery, named by its widget id. Customer care blocks an order (a photo book's
 * product code) from the gallery, e.g. after a report; a blocked order cannot enter it.
 */

/** The gallery's categories: a fixed list (ids are stable, names are the gallery's English). */
export const GALLERY_CATEGORIES = [
  { id: 'family', name: 'Family' },
  { id: 'travel', name: 'Travel' },
  { id: 'wedding', name: 'Wedding' },
  { id: 'baby', name: 'Baby' },
  { id: 'celebrations', name: 'Celebrations' },
  { id: 'nature', name: 'Nature' },
  { id: 'pets', name: 'Pets' },
  { id: 'sport', name: 'Sport' },
  { id: 'year-book', name: 'Year book' },
  { id: 'other', name: 'Other' },
] as const;
export type GalleryCategoryId = (typeof GALLERY_CATEGORIES)[number]['id'];

const CATEGORY_IDS = GALLERY_CATEGORIES.map((category) => category.id) as [
  GalleryCategoryId,
  ...GalleryCategoryId[],
];
export const GalleryCategoryIdSchema = z.enum(CATEGORY_IDS);

/** The most categories one entry is listed under. */
export const MAX_ENTRY_CATEGORIES = 3;

export const GalleryCategorySchema = z.object({ id: GalleryCategoryIdSchema, name: z.string() });
export const GalleryCategoryListSchema = z.object({ items: z.array(GalleryCategorySchema) });
export type GalleryCategoryList = z.infer<typeof GalleryCategoryListSchema>;

export const GALLERY_ERROR_CODES = {
  /** 409 of create: customer care blocked this order from the gallery. */
  orderBlocked: 'GALLERY_ORDER_BLOCKED',
  /** 409 of create: the widget is in this channel's gallery already (update it instead). */
  entryExists: 'GALLERY_ENTRY_EXISTS',
} as const;

const categoryIds = z.array(GalleryCategoryIdSchema).check(
  z.minLength(1),
  z.maxLength(MAX_ENTRY_CATEGORIES),
  z.refine((ids) => new Set(ids).size === ids.length, 'Each category once'),
);

/** A gallery entry as the app reads it (the spec: widgetId, category names). */
export const GalleryEntrySchema = z.object({
  widgetId: z.string(),
  /** The channel (vendor id as other services know it) whose gallery shows the book. */
  channel: z.string(),
  categoryIds: z.array(GalleryCategoryIdSchema),
  /** The categories' names, in the order of `categoryIds`. */
  categories: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GalleryEntry = z.infer<typeof GalleryEntrySchema>;

/** `POST /v1/galleryentries/`: publish one of the caller's widgets in a channel's gallery. */
export const NewGalleryEntrySchema = z.strictObject({
  widgetId: z.string().check(z.minLength(1), z.maxLength(100)),
  channel: ChannelSchema,
  categoryIds,
});
export type NewGalleryEntry = z.infer<typeof NewGalleryEntrySchema>;

/** `PUT /v1/galleryentries/{widgetId}?channel=`: its categories, replaced. */
export const GalleryEntryUpdateSchema = z.strictObject({ categoryIds });
export type GalleryEntryUpdate = z.infer<typeof GalleryEntryUpdateSchema>;

/** `{id}` of GET and DELETE and `{widgetId}` of PUT: both the widget's id (decision 0247). */
export const GalleryEntryIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const GalleryEntryWidgetParamsSchema = z.object({
  widgetId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const GalleryChannelQuerySchema = z.object({ channel: ChannelSchema });

export const BlockedOrderParamsSchema = z.object({
  orderCode: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Letters, digits and dashes, up to 64')),
});

/** `GET /v1/blockedorders/{orderCode}` (no token): whether it is blocked, and nothing more. */
export const BlockedOrderSchema = z.object({ orderCode: z.string(), isBlocked: z.boolean() });
export type BlockedOrder = z.infer<typeof BlockedOrderSchema>;

/** Customer care's block (internal route): why, for the records; never shown to anyone. */
export const BlockOrderRequestSchema = z.strictObject({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
