import { z } from 'zod/mini';
import { OrderCurrencySchema } from './orders.ts';
import { TEMP_SELECTION_MAX_PHOTOS } from './temp-selections.ts';

/*
 * Prints order step (`/api/prints`, not a service of the spec; decision 0225): the price list of
 * a channel's prints article, placing an order of prints, and what a reorder of prints prefills.
 * Amounts are integers in the minor unit of the channel's currency, like orders'.
 */

/** Prints of one photo in one order, at most. */
export const PRINTS_MAX_QUANTITY = 99;
/** Photos in one order of prints: as many as a temp selection holds. */
export const PRINTS_MAX_PHOTOS = TEMP_SELECTION_MAX_PHOTOS;

export const PrintsOptionSchema = z.object({ id: z.string(), title: z.string() });
export type PrintsOption = z.infer<typeof PrintsOptionSchema>;

/** A print size with the price of one print of that size. */
export const PrintsSizeSchema = z.extend(PrintsOptionSchema, { price: z.number().check(z.int()) });
export type PrintsSize = z.infer<typeof PrintsSizeSchema>;

/** `GET /v1/price-list?channel=`: the prints article's options in the channel, with prices. */
export const PrintsPriceListSchema = z.object({
  channel: z.string(),
  articleCode: z.string(),
  title: z.string(),
  currency: OrderCurrencySchema,
  /** The article's PrintSize options, each with its price per print. */
  sizes: z.array(PrintsSizeSchema),
  /** The Glossy options (glossy, matte): no price difference. */
  finishes: z.array(PrintsOptionSchema),
  /** The Border options: no price difference. */
  borders: z.array(PrintsOptionSchema),
  /** One delivery of any number of prints. */
  shippingCost: z.number().check(z.int()),
  maxQuantity: z.number().check(z.int()),
});
export type PrintsPriceList = z.infer<typeof PrintsPriceListSchema>;

const optionId = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));
const ChannelId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const PrintsPriceListQuerySchema = z.object({ channel: ChannelId });

export const PrintsPhotoSchema = z.strictObject({
  photoId: z.string().check(z.minLength(1), z.maxLength(100)),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(PRINTS_MAX_QUANTITY)),
});
export type PrintsPhoto = z.infer<typeof PrintsPhotoSchema>;

/**
 * `POST /v1/orders`: the customer orders prints of their photos. The server prices the order
 * itself, takes the address from the address book and records the payment with the customer's
 * stored method (or as free when the total is 0).
 */
export const NewPrintsOrderSchema = z.strictObject({
  channel: ChannelId,
  printSize: optionId,
  finish: optionId,
  border: optionId,
  deliveryAddressId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  photos: z.array(PrintsPhotoSchema).check(
    z.minLength(1),
    z.maxLength(PRINTS_MAX_PHOTOS),
    z.refine((photos) => new Set(photos.map((photo) => photo.photoId)).size === photos.length, {
      message: 'Each photo once',
    }),
  ),
});
export type NewPrintsOrder = z.infer<typeof NewPrintsOrderSchema>;

export const PlacedPrintsOrderSchema = z.object({ orderCode: z.string() });
export type PlacedPrintsOrder = z.infer<typeof PlacedPrintsOrderSchema>;

export const PrintsOrderCodeParamsSchema = z.object({
  orderCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/**
 * `GET /v1/reorders/{orderCode}`: what the step prefills to order an order's prints again. The
 * options are null when the order does not say (prints the shop sold); photos no longer in the
 * library are left out.
 */
export const PrintsReorderSchema = z.object({
  orderCode: z.string(),
  printSize: z.nullable(z.string()),
  finish: z.nullable(z.string()),
  border: z.nullable(z.string()),
  photos: z.array(z.object({ photoId: z.string(), quantity: z.number().check(z.int()) })),
});
export type PrintsReorder = z.infer<typeof PrintsReorderSchema>;

export const PRINTS_ERROR_CODES = {
  /** 400: a size, finish or border the channel's prints article does not have. */
  unknownOption: 'PRINTS_OPTION_UNKNOWN',
  /** 409: the total is not 0 and the customer has no stored payment method that can pay. */
  paymentMethodRequired: 'PAYMENT_METHOD_REQUIRED',
  /** 400: so many different quantities that the order would have too many product lines. */
  tooManyLines: 'PRINTS_TOO_MANY_LINES',
} as const;
