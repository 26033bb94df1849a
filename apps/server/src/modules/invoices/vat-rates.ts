/**
 * Standard VAT rates (percent) of the countries the brands deliver to (decision 0219). Shop
 * prices include VAT, so an invoice takes the VAT out of its gross amounts at the rate of the
 * delivery country.
 */
const STANDARD_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  DE: 19,
  DK: 25,
  ES: 21,
  FR: 20,
  GB: 20,
  IE: 23,
  IT: 22,
  NL: 21,
  NO: 25,
  PT: 23,
  SE: 25,
};

/** The rate for deliveries to this country; 0 outside the listed countries (no VAT charged). */
export const vatRateOf = (countryCode: string): number =>
  STANDARD_VAT_RATES[countryCode.toUpperCase()] ?? 0;

/** The VAT contained in a gross amount (minor units, rounded half up). */
export const vatIncluded = (gross: number, ratePercent: number): number =>
  Math.round((gross * ratePercent) / (100 + ratePercent));
