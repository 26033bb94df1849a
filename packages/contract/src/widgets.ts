import { z } from 'zod/mini';
import { EmailAddressSchema } from './email-change.ts';
import { ChannelSchema } from './identity-paths.ts';

/*
 * Widgets (`/api/widgets`): the online, page-turning version of an ordered photo book
 * (decision 0245). `{code}` is the product code of a photo book line of the customer's orders
 * (the spec's order; the widget names it `productCode` on read). Its pages are the photos the
 * book is made of, as in the product PDF.
 */

export const WIDGET_ERROR_CODES = {
  /** 401 of `GET /v1/widget/{code}`: the spec's "no widget" (also for a code not the caller's). */
  none: 'WIDGET_NONE',
  /** 404: no widget of the caller's by that code (delete, share). */
  notFound: 'WIDGET_NOT_FOUND',
  /** 409 of create: the product is the caller's but its article type is not a photo book. */
  notAPhotobook: 'WIDGET_NOT_A_PHOTOBOOK',
  /** 409 of create: the book is made of no photos here (an editor project): no pages. */
  noPages: 'WIDGET_NO_PAGES',
  /** 400 of share: a query value is not base64 of valid text. */
  badShareValue: 'WIDGET_SHARE_INVALID',
  /** 404 of the public viewer: unknown token, or the widget was deleted. */
  sharedBookNotFound: 'SHARED_BOOK_NOT_FOUND',
} as const;

/** Only these articles have widgets: the type contains "photobook", whatever its case. */
export const isPhotobookArticle = (articleType: string): boolean =>
  articleType.toLowerCase().includes('photobook');

/** Shares one customer may send in an hour; the next answers 429 (against mail abuse). */
export const WIDGET_SHARES_PER_HOUR = 10;

/** The app's public, read-only page of a shared book (no sign-in): `/shared-book/{token}`. */
export const SHARED_BOOK_PATH = '/shared-book';
export const sharedBookPath = (token: string): string =>
  `${SHARED_BOOK_PATH}/${encodeURIComponent(token)}`;

const code = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Letters, digits and dashes, up to 64'));

export const WidgetCodeParamsSchema = z.object({ code });

/** `GET /v1/widget/{code}/pages/{page}`: one page image of the caller's own book (decision 0250). */
export const WidgetPageParamsSchema = z.extend(WidgetCodeParamsSchema, {
  page: z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)),
});

/** The owner's API path of a page image of their book, below `/api/widgets`. */
export const widgetPageApiPath = (code: string, page: number): string =>
  `/v1/widget/${encodeURIComponent(code)}/pages/${String(page)}`;

/** A widget as the app reads it (the spec: widgetId, productCode renamed from orderCode). */
export const WidgetSchema = z.object({
  widgetId: z.string(),
  productCode: z.string(),
  /** The book's title as ordered. */
  title: z.string(),
  /** The pages a viewer turns: the book's photos still in the customer's library. */
  pageCount: z.number().check(z.int(), z.gte(0)),
  /** ISO-8601: when the customer put it online. */
  createdAt: z.string(),
  /** ISO-8601: the last share by e-mail; null before the first. */
  lastSharedAt: z.nullable(z.string()),
});
export type Widget = z.infer<typeof WidgetSchema>;

export const WidgetListSchema = z.object({ items: z.array(WidgetSchema) });
export type WidgetList = z.infer<typeof WidgetListSchema>;

/** The most codes one `GET /v1/widget/all` may ask for. */
export const MAX_WIDGET_CODES = 100;

/** `GET /v1/widget/all?orderCodes=a,b`: the caller's widgets among those product codes. */
export const WidgetListQuerySchema = z.object({
  orderCodes: z
    .optional(z.string().check(z.maxLength(MAX_WIDGET_CODES * 65)))
    .check(
      z.describe("Product codes, comma separated; all of the customer's widgets when left out"),
    ),
});

/** The longest sender name and personal message a share mail carries (after decoding). */
export const SHARE_NAME_MAX = 100;
export const SHARE_MESSAGE_MAX = 1000;

/** Base64 of at most `chars` characters of UTF-8 text (4 bytes each at worst). */
const base64Value = (chars: number) =>
  z
    .string()
    .check(
      z.maxLength(Math.ceil((chars * 4) / 3) * 4 + 4),
      z.describe('base64 (standard or URL-safe alphabet) of UTF-8 text'),
    );

/**
 * `PUT /v1/widget/{code}/share` query: the vendor (channel) whose brand and language the mail is
 * in, and the sender's name, personal message and the recipient's address, each base64-encoded
 * UTF-8 (decision 0246). The message may be empty; the name may not.
 */
export const WidgetShareQuerySchema = z.object({
  vendorId: ChannelSchema,
  fromName: base64Value(SHARE_NAME_MAX),
  personalMessage: z._default(base64Value(SHARE_MESSAGE_MAX), ''),
  toEmailAddress: base64Value(254),
});
export type WidgetShareQuery = z.input<typeof WidgetShareQuerySchema>;

/** The share payload once decoded (the spec: vendorId, SenderName, RecipientEmail, message). */
export const WidgetSharePayloadSchema = z.object({
  vendorId: ChannelSchema,
  // One line: it goes into the mail's subject.
  senderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(SHARE_NAME_MAX),
      z.regex(/^[^\p{Cc}]*$/u, 'One line, without control characters'),
    ),
  personalMessage: z.string().check(z.trim(), z.maxLength(SHARE_MESSAGE_MAX)),
  recipientEmail: EmailAddressSchema,
});
export type WidgetSharePayload = z.infer<typeof WidgetSharePayloadSchema>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/*
 * Base64 and UTF-8 by hand: the contract runs in the browser and on the server alike, without
 * either's globals (Buffer, TextEncoder). encodeURIComponent/decodeURIComponent are UTF-8
 * codecs that every runtime has, and decodeURIComponent rejects malformed UTF-8.
 */
function utf8Bytes(text: string): number[] {
  const escaped = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return bytes;
}

/** Base64 of the text's UTF-8 (standard alphabet): how the app writes the share query. */
export function encodeShareValue(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const group = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET.charAt((group >> shift) & 63));
    const kept = Math.min(4, Math.ceil(((bytes.length - i) * 4) / 3));
    out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return out;
}

/** The text a share query value encodes; undefined for anything but base64 of valid UTF-8. */
export function decodeShareValue(value: string): string | undefined {
  const standard = value.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(standard) || standard.length % 4 === 1) {
    return undefined;
  }
  let escaped = '';
  for (let i = 0; i < standard.length; i += 4) {
    // The value is ASCII by now (checked above): one code unit per character.
    const sextets = Array.from({ length: Math.min(4, standard.length - i) }, (_, k) =>
      ALPHABET.indexOf(standard.charAt(i + k)),
    );
    const [a = 0, b = 0, c = 0, d = 0] = sextets;
    const group = (a << 18) | (b << 12) | (c << 6) | d;
    const bytes = [(group >> 16) & 255, (group >> 8) & 255, group & 255].slice(
      0,
      sextets.length - 1,
    );
    escaped += bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return undefined;
  }
}

/** 202 of a share: the mail is on its way. */
export const WidgetShareResultSchema = z.object({
  widgetId: z.string(),
  recipientEmail: z.string(),
  /** ISO-8601. */
  sharedAt: z.string(),
});
export type WidgetShareResult = z.infer<typeof WidgetShareResultSchema>;

/** The public viewer's token (the link of a share mail). */
export const SharedBookParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const SharedBookPageParamsSchema = z.extend(SharedBookParamsSchema, {
  page: z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)),
});

/**
 * What the public viewer shows of a shared book, and nothing else of the customer (no name,
 * address, e-mail, order or photo ids): its title and its pages' image URLs.
 */
export const SharedBookSchema = z.object({
  title: z.string(),
  pages: z.array(
    z.object({
      /** From 1. */
      number: z.number().check(z.int(), z.gte(1)),
      /** Served through the share token itself, so deleting the widget revokes them too. */
      url: z.string(),
    }),
  ),
});
export type SharedBook = z.infer<typeof SharedBookSchema>;

/** The public viewer's API path of a book page, below `/api/widgets`. */
export const sharedBookPageApiPath = (token: string, page: number): string =>
  `/public/${encodeURIComponent(token)}/pages/${String(page)}`;
