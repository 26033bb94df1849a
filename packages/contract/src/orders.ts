import { z } from 'zod/mini';
import { AddressInputSchema, StoredAddressSchema } from './addresses.ts';

/*
 * Orders (spec: Order entity, statuses, in-progress rule; decision 0210). A super order is one
 * checkout (`orderCode`); its products are the orders made of it, one per article line, each
 * with an `id` (`GET /v1/Orders/{id}`) and a product code. Amounts are integers in the minor
 * unit of the super order's currency (pence, cents, öre).
 */

/** The statuses the fulfilment system reports, in the order an order goes through them. */
export const ORDER_STATUSES = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
  'Dispatched',
  'Cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** What the customer sees of a status (the spec's mapping). */
export const ORDER_DISPLAY_STATUSES = [
  'AwaitingPayment',
  'Ordered',
  'InProduction',
  'Sent',
  'Cancelled',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];

const DISPLAY_STATUS: Record<OrderStatus, OrderDisplayStatus> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
};

export function displayStatusOf(status: OrderStatus): OrderDisplayStatus {
  return DISPLAY_STATUS[status];
}

/** The spec's further status strings: the fulfilment system's finer-grained steps. */
export const GRANULAR_STATUSES = [
  'paymentPending',
  'paymentFailed',
  'paymentSuccess',
  'paymentFree',
  'verification failed',
  'processing',
  'processing failed',
  'approved',
  'rejected',
  'on_hold',
  'producing',
  'delayed',
  'shipped',
  'cancelled',
] as const;
export const GranularStatusSchema = z.enum(GRANULAR_STATUSES);
export type GranularStatus = z.infer<typeof GranularStatusSchema>;

/** The payment part of the granular statuses: what the shop records of the payment. */
export const PAYMENT_STATUSES = [
  'paymentPending',
  'paymentFailed',
  'paymentSuccess',
  'paymentFree',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** How the customer paid, as far as the portal shows it. */
export const ORDER_PAYMENT_METHODS = ['card', 'invoice', 'voucher', 'free'] as const;
export const OrderPaymentMethodSchema = z.enum(ORDER_PAYMENT_METHODS);
export type OrderPaymentMethod = z.infer<typeof OrderPaymentMethodSchema>;

/** Null (undefined in the spec) while a change of delivery is in progress. */
export const DELIVERY_TYPES = ['Home', 'PickupPoint'] as const;
export const DeliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;

export const ORDER_SOURCES = ['Albelli', 'Resnap'] as const;
export const OrderSourceSchema = z.enum(ORDER_SOURCES);

/** ISO 4217 codes of the brands' markets. */
export const ORDER_CURRENCIES = ['GBP', 'EUR', 'SEK', 'NOK', 'DKK'] as const;
export const OrderCurrencySchema = z.enum(ORDER_CURRENCIES);
export type OrderCurrency = z.infer<typeof OrderCurrencySchema>;

/** Spec constants: the list page size, the byAccount default, the in-progress window. */
export const SUPER_ORDERS_LIMIT = 100;
export const ORDERS_PAGE_SIZE = 10;
export const ORDER_IN_PROGRESS_CREATED_DAYS = 30;
export const ORDER_IN_PROGRESS_DISPATCHED_DAYS = 14;
/** An unpaid checkout older than this has expired (decision 0211). */
export const UNPAID_ORDER_EXPIRY_DAYS = 14;
/** Products per super order, and photos per product, the intake takes. */
export const MAX_PRODUCTS_PER_ORDER = 50;
export const MAX_PHOTOS_PER_PRODUCT = 500;

/** The statuses in which the delivery address may still change: production has not started. */
export const DELIVERY_CHANGE_STATUSES: readonly OrderStatus[] = ['Received', 'Confirmed'];

export const ORDERS_ERROR_CODES = {
  /** 409: production started (or the order was cancelled or sent): the address is fixed. */
  deliveryAddressLocked: 'DELIVERY_ADDRESS_LOCKED',
  /** 409: the shop sent an order code that exists already. */
  orderCodeTaken: 'ORDER_CODE_TAKEN',
  /** 409: a status that would move the order backwards, or on from Cancelled or Dispatched. */
  statusTransition: 'INVALID_STATUS_TRANSITION',
  /** 400: Dispatched without a tracking link. */
  trackingUrlRequired: 'TRACKING_URL_REQUIRED',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The spec's in-progress rule: created within 30 days and not dispatched more than 14 days ago.
 * Everything else is history.
 */
export function isOrderInProgress(
  order: { createdAt: string; dispatchedAt: string | null },
  now: Date,
): boolean {
  const created = Date.parse(order.createdAt);
  if (now.getTime() - created > ORDER_IN_PROGRESS_CREATED_DAYS * DAY_MS) {
    return false;
  }
  if (order.dispatchedAt === null) {
    return true;
  }
  return (
    now.getTime() - Date.parse(order.dispatchedAt) <= ORDER_IN_PROGRESS_DISPATCHED_DAYS * DAY_MS
  );
}

/** A delivery address as the order keeps it (the address book's fields, without an id). */
export const OrderAddressSchema = StoredAddressSchema;
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** One product of a super order (an "order" of the spec's order API). */
export const OrderSchema = z.object({
  id: z.string(),
  orderCode: z.string(),
  /** The product's code (products, PDFs and widgets name it by this). */
  productCode: z.string(),
  articleCode: z.string(),
  /** e.g. "prints", "photobook", "wallart". */
  articleType: z.string(),
  title: z.string(),
  quantity: z.number().check(z.int()),
  /** The line's price before the voucher, minor units. */
  price: z.number().check(z.int()),
  /** The voucher code used on this product, or null. */
  voucher: z.nullable(z.string()),
  /** What the voucher took off, minor units (0 without one). */
  discount: z.number().check(z.int()),
  /** How many of the customer's photos went into it (0 for a project). */
  photoCount: z.number().check(z.int()),
  projectId: z.nullable(z.string()),
  /** A thumbnail of the first photo while it is in the library; else null. */
  thumbnailUrl: z.nullable(z.string()),
});
export type Order = z.infer<typeof OrderSchema>;

export const StatusEventSchema = z.object({ status: OrderStatusSchema, at: z.string() });
export type StatusEvent = z.infer<typeof StatusEventSchema>;

/** A super order: one checkout with its products, payment, delivery and progress. */
export const SuperOrderSchema = z.object({
  orderCode: z.string(),
  status: OrderStatusSchema,
  granularStatus: z.nullable(GranularStatusSchema),
  paymentStatus: PaymentStatusSchema,
  paymentMethod: OrderPaymentMethodSchema,
  source: OrderSourceSchema,
  currency: OrderCurrencySchema,
  /** Sum of the products' prices less their discounts, plus shipping: minor units. */
  shippingCost: z.number().check(z.int()),
  total: z.number().check(z.int()),
  createdAt: z.string(),
  dispatchedAt: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  deliveryType: z.nullable(DeliveryTypeSchema),
  /** The pickup point's name with PickupPoint delivery (the address is the point's). */
  pickupPointName: z.nullable(z.string()),
  deliveryAddress: OrderAddressSchema,
  /** Whether the delivery address may still change (production has not started). */
  canChangeDeliveryAddress: z.boolean(),
  productCount: z.number().check(z.int()),
  products: z.array(OrderSchema),
  /** Every status reported, oldest first. */
  statusHistory: z.array(StatusEventSchema),
});
export type SuperOrder = z.infer<typeof SuperOrderSchema>;

const intFromQuery = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);

/** `GET /v2/superorders/me`: the spec's PascalCase query names. */
export const SuperOrderListQuerySchema = z.object({
  Offset: intFromQuery(0, 1_000_000, 0),
  Limit: intFromQuery(1, SUPER_ORDERS_LIMIT, SUPER_ORDERS_LIMIT),
  /** notExpired leaves out unpaid checkouts that expired (decision 0211). */
  OrderState: z._default(z.enum(['notExpired', 'all']), 'all'),
});
export type SuperOrderListQuery = z.input<typeof SuperOrderListQuerySchema>;

/** Newest first. */
export const SuperOrderListSchema = z.object({
  items: z.array(SuperOrderSchema),
  /** How many match in all, so the app knows when it has loaded them all. */
  totalCount: z.number().check(z.int()),
});
export type SuperOrderList = z.infer<typeof SuperOrderListSchema>;

export const OrderCodeParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const OrderIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const AccountIdParamsSchema = z.object({
  accountId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** `GET /orders/byAccount/{accountId}`: articleNames is a comma list of article types. */
export const OrdersByAccountQuerySchema = z.object({
  articleNames: z.optional(z.string().check(z.maxLength(500))),
  offset: intFromQuery(0, 1_000_000, 0),
  limit: intFromQuery(1, SUPER_ORDERS_LIMIT, ORDERS_PAGE_SIZE),
});

export const OrderListSchema = z.object({
  items: z.array(OrderSchema),
  totalCount: z.number().check(z.int()),
});
export type OrderList = z.infer<typeof OrderListSchema>;

/** `PUT|PATCH /v1/superorders/{code}/deliveryAddress`: a home delivery to this address. */
export const DeliveryAddressChangeSchema = AddressInputSchema;

const code = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,64}$/, 'Letters, digits and dashes, 3 to 64'));
const money = z.number().check(z.int(), z.gte(0), z.lte(100_000_000));

/** One product the shop sends: made of the customer's photos, or of a saved project. */
export const NewOrderProductSchema = z.strictObject({
  productCode: code,
  articleCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  articleType: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
  price: money,
  voucherCode: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  discount: z._default(money, 0),
  photoIds: z._default(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(100)))
      .check(z.maxLength(MAX_PHOTOS_PER_PRODUCT)),
    [],
  ),
  projectId: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});

/** `POST /internal/customers/{customerId}/superorders`: the shop places a checkout. */
export const NewSuperOrderSchema = z.strictObject({
  orderCode: code,
  /** When the customer ordered; now when left out. */
  createdAt: z.optional(z.iso.datetime({ offset: true })),
  source: z._default(OrderSourceSchema, 'Albelli'),
  currency: OrderCurrencySchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: OrderPaymentMethodSchema,
  shippingCost: z._default(money, 0),
  deliveryType: DeliveryTypeSchema,
  pickupPointName: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  deliveryAddress: AddressInputSchema,
  products: z
    .array(NewOrderProductSchema)
    .check(z.minLength(1), z.maxLength(MAX_PRODUCTS_PER_ORDER)),
});
export type NewSuperOrder = z.input<typeof NewSuperOrderSchema>;
export type ValidNewSuperOrder = z.output<typeof NewSuperOrderSchema>;

/** `POST /internal/superorders/{code}/status`: the fulfilment system reports progress. */
export const OrderStatusUpdateSchema = z.strictObject({
  status: OrderStatusSchema,
  granularStatus: z.nullish(GranularStatusSchema),
  /** The payment's outcome, when it changed (a pending payment that succeeded). */
  paymentStatus: z.optional(PaymentStatusSchema),
  /** Required with Dispatched: the carrier's tracking page. */
  trackingUrl: z.nullish(z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))),
  /** When it happened; now when left out. */
  at: z.optional(z.iso.datetime({ offset: true })),
});
export type OrderStatusUpdate = z.input<typeof OrderStatusUpdateSchema>;
