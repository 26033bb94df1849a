import { describe, expect, it } from 'vitest';
import { ADDRESS_ERRORS, AddressInputSchema, type AddressInput } from './addresses.ts';

const dutchAddress: AddressInput = {
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: '',
  street: 'Keizersgracht',
  houseNumber: '123',
  addition: '2 hoog',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: '06 12345678',
};

function problems(address: AddressInput): Record<string, string> {
  const result = AddressInputSchema.safeParse(address);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('AddressInputSchema', () => {
  it('takes a valid address', () => {
    expect(problems(dutchAddress)).toEqual({});
    expect(
      problems({ ...dutchAddress, phoneNumber: null, addition: null, companyName: null }),
    ).toEqual({});
    expect(problems({ ...dutchAddress, phoneNumber: '' })).toEqual({});
  });

  it('gives the spec’s four messages on the fields they belong to, all at once', () => {
    expect(
      problems({
        ...dutchAddress,
        street: '12',
        houseNumber: 'twelve',
        postalCode: '12345',
        phoneNumber: '12',
      }),
    ).toEqual({
      street: 'Street name must be valid',
      houseNumber: 'Street number must be valid',
      postalCode: 'Postal Code must be valid',
      phoneNumber: 'Phone number must be valid',
    });
  });

  it('checks postal code, street number and phone by the address’s country', () => {
    const british = {
      ...dutchAddress,
      houseNumber: 'Rose Cottage',
      postalCode: 'SW1A 1AA',
      phoneNumber: '020 7946 0958',
    };
    expect(problems(british)).toEqual({
      houseNumber: ADDRESS_ERRORS.houseNumberInvalid,
      postalCode: ADDRESS_ERRORS.postalCodeInvalid,
      phoneNumber: ADDRESS_ERRORS.phoneInvalid,
    });
    expect(problems({ ...british, countryCode: 'GB' })).toEqual({});
  });

  it('reports the other fields with their own messages alongside the spec’s', () => {
    expect(problems({ ...dutchAddress, firstName: ' ', city: '', postalCode: 'x' })).toEqual({
      firstName: ADDRESS_ERRORS.firstNameRequired,
      city: ADDRESS_ERRORS.cityRequired,
      postalCode: ADDRESS_ERRORS.postalCodeInvalid,
    });
  });

  it('refuses countries outside the markets and over-long or control-character text', () => {
    expect(problems({ ...dutchAddress, countryCode: 'US' as never })).toEqual({
      countryCode: ADDRESS_ERRORS.countryRequired,
    });
    expect(problems({ ...dutchAddress, lastName: 'x'.repeat(101) })).toEqual({
      lastName: ADDRESS_ERRORS.tooLong,
    });
    expect(problems({ ...dutchAddress, addition: 'a\u0000b' })).toEqual({
      addition: ADDRESS_ERRORS.invalidCharacters,
    });
  });
});
