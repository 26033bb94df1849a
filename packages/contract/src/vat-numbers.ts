import {
  austria,
  belgium,
  checkVAT,
  denmark,
  france,
  germany,
  ireland,
  italy,
  netherlands,
  norway,
  portugal,
  spain,
  sweden,
  unitedKingdom,
} from 'jsvat';

/** Longest VAT number input accepted (separators included). */
export const VAT_NUMBER_MAX_LENGTH = 20;

/** The market countries' VAT number rules (format and check digits), from jsvat. */
const MARKET_VAT_RULES = [
  unitedKingdom,
  ireland,
  netherlands,
  belgium,
  germany,
  austria,
  france,
  italy,
  spain,
  portugal,
  denmark,
  sweden,
  norway,
];

/**
 * The VAT number as stored ("nl 0044.95.445.b01" -> "NL004495445B01"), or undefined when it is
 * not a valid VAT number of a market country. The number must start with its country code: that
 * says whose rules apply (a business may be registered in another country than the brand's).
 */
export function normalizeVatNumber(input: string): string | undefined {
  if (input.length > VAT_NUMBER_MAX_LENGTH) {
    return undefined;
  }
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  if (!/^[A-Z]{2}[0-9A-Z]+$/.test(compact)) {
    return undefined;
  }
  return checkVAT(compact, MARKET_VAT_RULES).isValid ? compact : undefined;
}

export function isValidVatNumber(input: string): boolean {
  return normalizeVatNumber(input) !== undefined;
}
