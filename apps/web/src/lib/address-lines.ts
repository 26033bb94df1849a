import type { CustomerAddress } from '@my-account/contract/customer';
import type { MarketCountry } from '@my-account/contract/markets';

/** Where the number goes before the street name ("221B Baker Street", "12 rue de Rivoli"). */
const NUMBER_FIRST: readonly MarketCountry[] = ['GB', 'IE', 'FR'];
/** Where the town comes before the postal code, on its own line ("London" / "NW1 6XE"). */
const TOWN_THEN_CODE: readonly MarketCountry[] = ['GB', 'IE'];

/**
 * The address as its country writes it on an envelope: name, company, street line, the extra
 * line, postal code and town, country. Address book entries and orders' delivery addresses alike.
 */
export function addressLines(
  address: Omit<CustomerAddress, 'id' | 'isDefaultDelivery' | 'isDefaultBilling'>,
  countryName: string,
): string[] {
  const country = address.countryCode;
  const street = NUMBER_FIRST.includes(country)
    ? `${address.houseNumber} ${address.street}`
    : `${address.street} ${address.houseNumber}`;
  const town = TOWN_THEN_CODE.includes(country)
    ? [address.city, address.postalCode]
    : [`${address.postalCode} ${address.city}`];
  return [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    street,
    address.addition,
    ...town,
    countryName,
  ].filter((line): line is string => Boolean(line));
}
