/** The shop's voucher campaigns (decision 0215): configuration, no customer data. */
export interface VoucherCampaignsTable {
  /** The voucher code customers type, upper case. */
  code: string;
  description: string;
  /** 'percentage' (discount_value is percent) or 'amount' (minor units of currency). */
  discount_type: string;
  discount_value: number;
  /** Only for 'amount'; null for a percentage. */
  currency: string | null;
  valid_from: string;
  valid_until: string;
}

export interface VouchersTables {
  vouchers_campaigns: VoucherCampaignsTable;
}
