import type { Kysely } from 'kysely';
import { VoucherOfferSchema, type VoucherOffer } from '@my-account/contract/vouchers';
import type { Database } from '../../platform/database/schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { findCampaign, type VoucherCampaignRow } from './vouchers.repository.ts';

function discountOf(row: VoucherCampaignRow): VoucherOffer['discount'] {
  return row.discount_type === 'amount'
    ? { type: 'amount', amount: row.discount_value, currency: row.currency ?? '' }
    : { type: 'percentage', percentage: row.discount_value };
}

/**
 * `GET /v1/campaigns/offers/{code}`: the campaign of a voucher code, expired ones included (an
 * order shows the voucher it used); 404 for a code that is no campaign.
 */
export async function getVoucherOffer(db: Kysely<Database>, code: string): Promise<VoucherOffer> {
  const row = await findCampaign(db, code);
  if (!row) {
    throw notFound('Voucher');
  }
  // Parsing guards the columns' values (type, currency) against the contract.
  return VoucherOfferSchema.parse({
    code: row.code,
    isVoucherFound: true,
    description: row.description,
    discount: discountOf(row),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  });
}
