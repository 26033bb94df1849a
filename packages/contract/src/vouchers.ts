import { z } from 'zod/mini';

/**
 * Voucher offers (`/api/vouchers`, spec: "Voucher offer: isVoucherFound"; decision 0215).
 * `GET /api/v1/campaigns/offers/{code}` answers 404 for a code that is not a campaign.
 */
export const VoucherDiscountSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percentage'), percentage: z.number().check(z.int()) }),
  z.object({
    type: z.literal('amount'),
    /** Minor units of the currency. */
    amount: z.number().check(z.int()),
    currency: z.string().check(z.length(3)),
  }),
]);

export const VoucherOfferSchema = z.object({
  code: z.string(),
  isVoucherFound: z.literal(true),
  description: z.string(),
  discount: VoucherDiscountSchema,
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
});
export type VoucherOffer = z.infer<typeof VoucherOfferSchema>;

export const VoucherCodeParamsSchema = z.object({
  // Codes are letters and digits; lower case is read as upper case.
  code: z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/)),
    z.transform((code) => code.toUpperCase()),
  ),
});
