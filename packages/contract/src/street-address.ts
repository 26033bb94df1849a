import type { MarketCountry } from './markets.ts';

export const STREET_NAME_MAX_LENGTH = 100;
/** Room for a house name ("Rose Cottage, Flat 2") where those are used. */
export const HOUSE_NUMBER_MAX_LENGTH = 50;

/**
 * A street name: letters (any script, with accents) and the digits, spaces and punctuation street
 * names use ("Straße des 17. Juni", "Rue de l'Église", "Via IV Novembre"); at least one letter.
 */
const STREET_NAME = /^(?=.*\p{L})[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’&()/-]+$/u;

/**
 * A house number as written in the market countries: "12", "12a", "12 B", "12-14", "12/3/4"
 * (Austrian staircase and door), "12 bis" / "12 ter" (France, Belgium, Italy).
 */
const HOUSE_NUMBER =
  /^[1-9][0-9]{0,4} ?[A-Z]{0,2}(?: ?[-/] ?[0-9]{1,5} ?[A-Z]{0,2})*(?: (?:BIS|TER|QUATER))?$/i;
/** Spanish addresses without a number: "s/n" (sin número). */
const SPANISH_NO_NUMBER = /^S\/N$/i;
/**
 * British and Irish homes often have a name instead of a number ("Rose Cottage"), so there the
 * field takes a number or a name.
 */
const HOUSE_NAME = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’&/-]*$/u;
const HOUSE_NAME_COUNTRIES: readonly MarketCountry[] = ['GB', 'IE'];

export function isValidStreetName(input: string): boolean {
  const name = input.trim();
  return name.length >= 2 && name.length <= STREET_NAME_MAX_LENGTH && STREET_NAME.test(name);
}

export function isValidHouseNumber(country: MarketCountry, input: string): boolean {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value.length === 0 || value.length > HOUSE_NUMBER_MAX_LENGTH) {
    return false;
  }
  if (HOUSE_NAME_COUNTRIES.includes(country)) {
    return HOUSE_NAME.test(value);
  }
  return (
    value.length <= 20 &&
    (HOUSE_NUMBER.test(value) || (country === 'ES' && SPANISH_NO_NUMBER.test(value)))
  );
}

/** Whether the country's house number field also takes a house name (its label says so). */
export function acceptsHouseName(country: MarketCountry): boolean {
  return HOUSE_NAME_COUNTRIES.includes(country);
}
