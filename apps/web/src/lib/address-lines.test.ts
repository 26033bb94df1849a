import { describe, expect, it } from 'vitest';
import { storedAddress } from '@/testing/customer-records';
import { addressLines } from '@/lib/address-lines';

const address = storedAddress({ firstName: 'Demi', lastName: 'Demo' });

describe('addressLines', () => {
  it('writes a British address number first, town and postcode on their own lines', () => {
    expect(addressLines(address, 'United Kingdom')).toEqual([
      'Demi Demo',
      '3 Abbey Road',
      'London',
      'NW8 9AY',
      'United Kingdom',
    ]);
  });

  it('writes a Dutch address street first, postcode before the town, with company and extra line', () => {
    expect(
      addressLines(
        {
          ...address,
          companyName: 'Foto BV',
          street: 'Keizersgracht',
          houseNumber: '123',
          addition: '2 hoog',
          postalCode: '1015 CJ',
          city: 'Amsterdam',
          countryCode: 'NL',
        },
        'Netherlands',
      ),
    ).toEqual([
      'Demi Demo',
      'Foto BV',
      'Keizersgracht 123',
      '2 hoog',
      '1015 CJ Amsterdam',
      'Netherlands',
    ]);
  });
});
