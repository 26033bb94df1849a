import { z } from 'zod/mini';

/**
 * The countries the brands sell to (their vendor hosts' countries). Addresses, phone numbers and
 * VAT numbers are checked against the rules of these countries.
 */
export const MARKET_COUNTRIES = [
  'GB',
  'IE',
  'NL',
  'BE',
  'DE',
  'AT',
  'FR',
  'IT',
  'ES',
  'PT',
  'DK',
  'SE',
  'NO',
] as const;
export const MarketCountrySchema = z.enum(MARKET_COUNTRIES);
export type MarketCountry = z.infer<typeof MarketCountrySchema>;

export function isMarketCountry(value: string | undefined): value is MarketCountry {
  return MARKET_COUNTRIES.some((country) => country === value);
}
