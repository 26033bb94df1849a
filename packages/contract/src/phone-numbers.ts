import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { MarketCountry } from './markets.ts';

/** Longest phone number input accepted (spaces, brackets and a '+' included). */
export const PHONE_NUMBER_MAX_LENGTH = 30;

/**
 * The number in E.164 form ("+447700900123"), or undefined when it is not a valid number. A
 * number written with its country code ("+31 6 1234 5678") may be of any country; one without is
 * read as a number of `country` (a Belgian address may have a Dutch mobile number). Uses the full
 * metadata of libphonenumber, so number ranges are checked, not only lengths.
 */
export function normalizePhoneNumber(input: string, country?: MarketCountry): string | undefined {
  if (input.length > PHONE_NUMBER_MAX_LENGTH) {
    return undefined;
  }
  const parsed = parsePhoneNumberFromString(input, {
    ...(country ? { defaultCountry: country } : {}),
    // The whole text must be the number, not merely contain one.
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : undefined;
}

export function isValidPhoneNumber(input: string, country?: MarketCountry): boolean {
  return normalizePhoneNumber(input, country) !== undefined;
}

/**
 * How a stored (E.164) number is shown: in national form when it has the calling code of
 * `country` (+44 also covers Jersey and Guernsey numbers), else in international form.
 */
export function formatPhoneNumber(e164: string, country?: MarketCountry): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) {
    return e164;
  }
  return country && parsed.countryCallingCode === getCountryCallingCode(country)
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** The international calling code of a country, with its plus ("+31"). */
export function callingCodeOf(country: MarketCountry): string {
  return `+${getCountryCallingCode(country)}`;
}
