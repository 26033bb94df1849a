import { z } from 'zod/mini';
import { CustomerAddressSchema } from './customer.ts';
import { MARKET_COUNTRIES } from './markets.ts';
import {
  PHONE_NUMBER_MAX_LENGTH,
  isValidPhoneNumber,
  normalizePhoneNumber,
} from './phone-numbers.ts';
import { isValidPostalCode, normalizePostalCode } from './postal-codes.ts';
import {
  HOUSE_NUMBER_MAX_LENGTH,
  STREET_NAME_MAX_LENGTH,
  isValidHouseNumber,
  isValidStreetName,
} from './street-address.ts';
import { emptyAsNull, optionalLine, requiredLine } from './text-fields.ts';

/** Addresses one customer may keep; the address book refuses more (409). */
export const MAX_ADDRESSES = 50;
export const NAME_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;
export const ADDITION_MAX_LENGTH = 100;
export const POSTAL_CODE_MAX_LENGTH = 12;

/**
 * Every message of the address rules. The first four are the spec's, word for word; the app
 * shows each through its locale text (`addresses.errors.<key>`).
 */
export const ADDRESS_ERRORS = {
  phoneInvalid: 'Phone number must be valid',
  postalCodeInvalid: 'Postal Code must be valid',
  houseNumberInvalid: 'Street number must be valid',
  streetInvalid: 'Street name must be valid',
  firstNameRequired: 'Enter a first name',
  lastNameRequired: 'Enter a last name',
  cityRequired: 'Enter a town or city',
  countryRequired: 'Choose a country we deliver to',
  tooLong: 'This is too long',
  invalidCharacters: 'Remove the special characters',
} as const;
export type AddressErrorKey = keyof typeof ADDRESS_ERRORS;

const tooLong = ADDRESS_ERRORS.tooLong;
const invalid = ADDRESS_ERRORS.invalidCharacters;

/**
 * `POST /customers/me/addresses` and `PUT|PATCH /customers/me/addresses/{id}`: one address,
 * checked by the rules of its country (postal code, street number, phone). The server stores the
 * postal code and phone number in their normal form. `isDefaultDelivery`/`isDefaultBilling`: true
 * makes this the default; a default moves only by making another address the default.
 */
export const AddressInputSchema = z
  .object({
    firstName: requiredLine(NAME_MAX_LENGTH, {
      required: ADDRESS_ERRORS.firstNameRequired,
      tooLong,
      invalid,
    }),
    lastName: requiredLine(NAME_MAX_LENGTH, {
      required: ADDRESS_ERRORS.lastNameRequired,
      tooLong,
      invalid,
    }),
    companyName: optionalLine(NAME_MAX_LENGTH, { tooLong, invalid }),
    street: z
      .string()
      .check(
        z.maxLength(STREET_NAME_MAX_LENGTH, ADDRESS_ERRORS.streetInvalid),
        z.refine(isValidStreetName, ADDRESS_ERRORS.streetInvalid),
      ),
    houseNumber: z
      .string()
      .check(z.maxLength(HOUSE_NUMBER_MAX_LENGTH, ADDRESS_ERRORS.houseNumberInvalid)),
    addition: optionalLine(ADDITION_MAX_LENGTH, { tooLong, invalid }),
    postalCode: z
      .string()
      .check(z.maxLength(POSTAL_CODE_MAX_LENGTH, ADDRESS_ERRORS.postalCodeInvalid)),
    city: requiredLine(CITY_MAX_LENGTH, {
      required: ADDRESS_ERRORS.cityRequired,
      tooLong,
      invalid,
    }),
    countryCode: z.enum(MARKET_COUNTRIES, { error: ADDRESS_ERRORS.countryRequired }),
    /** '', null or left out: no phone number. */
    phoneNumber: z.nullish(
      z.string().check(z.maxLength(PHONE_NUMBER_MAX_LENGTH, ADDRESS_ERRORS.phoneInvalid)),
    ),
    isDefaultDelivery: z.optional(z.boolean()),
    isDefaultBilling: z.optional(z.boolean()),
  })
  .check((ctx) => {
    const address = ctx.value;
    const country = address.countryCode;
    const issue = (path: string, message: string) => {
      ctx.issues.push({ code: 'custom', input: address, path: [path], message });
    };
    if (!isValidHouseNumber(country, address.houseNumber)) {
      issue('houseNumber', ADDRESS_ERRORS.houseNumberInvalid);
    }
    if (!isValidPostalCode(country, address.postalCode)) {
      issue('postalCode', ADDRESS_ERRORS.postalCodeInvalid);
    }
    const phone = address.phoneNumber?.trim() ?? '';
    if (phone !== '' && !isValidPhoneNumber(phone, country)) {
      issue('phoneNumber', ADDRESS_ERRORS.phoneInvalid);
    }
  });
export type AddressInput = z.input<typeof AddressInputSchema>;
export type ValidAddress = z.output<typeof AddressInputSchema>;

export const AddressIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** `GET /customers/me/addresses`: default delivery address first, then default billing, then by age. */
export const AddressListSchema = z.object({ addresses: z.array(CustomerAddressSchema) });
export type AddressList = z.infer<typeof AddressListSchema>;

/** An address as it is kept (address book, orders): the fields, without id and defaults. */
export const StoredAddressSchema = z.omit(CustomerAddressSchema, {
  id: true,
  isDefaultDelivery: true,
  isDefaultBilling: true,
});
export type StoredAddress = z.infer<typeof StoredAddressSchema>;

/**
 * A checked address as it is kept: trimmed, empty lines as null, postal code and phone number in
 * their normal form. Undefined only if the schema and the normal forms disagree (a bug).
 */
export function normalizeAddress(address: ValidAddress): StoredAddress | undefined {
  const postalCode = normalizePostalCode(address.countryCode, address.postalCode);
  const phone = emptyAsNull(address.phoneNumber);
  const phoneNumber = phone === null ? null : normalizePhoneNumber(phone, address.countryCode);
  if (postalCode === undefined || phoneNumber === undefined) {
    return undefined;
  }
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: emptyAsNull(address.companyName),
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim().replace(/\s+/g, ' '),
    addition: emptyAsNull(address.addition),
    postalCode,
    city: address.city,
    countryCode: address.countryCode,
    phoneNumber,
  };
}
