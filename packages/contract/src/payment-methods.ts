import { z } from 'zod/mini';

/** The card schemes the shop takes in the brands' markets. */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'maestro',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'cartes-bancaires',
  'bancontact',
  'dankort',
] as const;
export const CardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof CardBrandSchema>;

const CardDetailsShape = {
  brand: CardBrandSchema,
  last4: z.string().check(z.regex(/^\d{4}$/, 'Must be the last four digits of the card number')),
  expiryMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  expiryYear: z.number().check(z.int(), z.gte(2000), z.lte(2099)),
};

/** A card the shop stored at a checkout: never its number, only what identifies it to a person. */
export const CardPaymentMethodSchema = z.object({
  type: z.literal('card'),
  ...CardDetailsShape,
  /** When the shop recorded it (ISO-8601). */
  recordedAt: z.string(),
});
export type CardPaymentMethod = z.infer<typeof CardPaymentMethodSchema>;

/** Paying by invoice: business customers only. */
export const InvoicePaymentMethodSchema = z.object({
  type: z.literal('invoice'),
  recordedAt: z.string(),
});

export const PaymentMethodSchema = z.discriminatedUnion('type', [
  CardPaymentMethodSchema,
  InvoicePaymentMethodSchema,
]);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** `GET /payment-methods/me`: the method of the customer's last checkout, if any. */
export const MyPaymentMethodSchema = z.object({ paymentMethod: z.nullable(PaymentMethodSchema) });
export type MyPaymentMethod = z.infer<typeof MyPaymentMethodSchema>;

/**
 * `PUT /internal/customers/{customerId}/payment-method`: what the shop records at a checkout
 * (decision 0172). Strict: a key this server does not know (a card number, a CVC) is refused
 * rather than dropped unseen; a card number in the token reference is refused too.
 */
export const RecordPaymentMethodSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('card'),
    ...CardDetailsShape,
    /** The payment provider's reference of the stored card (its token), opaque to us. */
    tokenReference: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  }),
  z.strictObject({ type: z.literal('invoice') }),
]);
export type RecordPaymentMethod = z.infer<typeof RecordPaymentMethodSchema>;

/** The shop's answer: what the customer will see. */
export const RecordedPaymentMethodSchema = z.object({
  customerId: z.string(),
  paymentMethod: PaymentMethodSchema,
});
export type RecordedPaymentMethod = z.infer<typeof RecordedPaymentMethodSchema>;

/**
 * A card can be used until the end of its expiry month; from the first day of the next month it
 * has expired. `today` is read in its local calendar (the customer's, in the app).
 */
export function isCardExpired(
  card: Pick<CardPaymentMethod, 'expiryMonth' | 'expiryYear'>,
  today: Date,
): boolean {
  const currentMonth = today.getFullYear() * 12 + today.getMonth();
  const lastValidMonth = card.expiryYear * 12 + (card.expiryMonth - 1);
  return currentMonth > lastValidMonth;
}
