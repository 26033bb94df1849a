import { describe, expect, it } from 'vitest';
import type { MarketCountry } from './markets.ts';
import { normalizePostalCode } from './postal-codes.ts';

/** Real codes of each market (as typed -> as written there), and codes that are not. */
const CASES: Record<MarketCountry, { valid: [string, string][]; invalid: string[] }> = {
  GB: {
    valid: [
      ['SW1A 1AA', 'SW1A 1AA'],
      ['sw1a1aa', 'SW1A 1AA'],
      ['EC1A 1BB', 'EC1A 1BB'],
      ['W1A 0AX', 'W1A 0AX'],
      ['M1 1AE', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['GIR 0AA', 'GIR 0AA'],
      ['gir0aa', 'GIR 0AA'],
      ['BFPO 1234', 'BFPO 1234'],
      ['bfpo 57', 'BFPO 57'],
      ['JE2 3AB', 'JE2 3AB'],
    ],
    invalid: ['SW1A', '12345', 'QA1 1AA', 'SW1A 1CA', 'BFPO', 'BFPO 12345', 'SW1A 1AAA', ''],
  },
  IE: {
    valid: [
      ['D02 X285', 'D02 X285'],
      ['d02x285', 'D02 X285'],
      ['A65 F4E2', 'A65 F4E2'],
      ['D6W 1234', 'D6W 1234'],
    ],
    invalid: ['B12 3456', 'D02 X28', 'D02 X2855', 'Dublin 2'],
  },
  NL: {
    valid: [
      ['1234 AB', '1234 AB'],
      ['1234ab', '1234 AB'],
      ['9999 ZZ', '9999 ZZ'],
    ],
    invalid: ['0123 AB', '1234 SA', '1234 SS', '1234', '12345 AB'],
  },
  BE: { valid: [['1000', '1000']], invalid: ['0999', '10000', 'B-1000'] },
  DE: {
    valid: [
      ['10115', '10115'],
      ['01067', '01067'],
    ],
    invalid: ['00123', '1011', 'D-10115'],
  },
  AT: { valid: [['1010', '1010']], invalid: ['0100', '10100'] },
  FR: {
    valid: [
      ['75001', '75001'],
      ['20000', '20000'],
      ['97400', '97400'],
      ['98000', '98000'],
    ],
    invalid: ['99000', '00100', '7500', '75 001'],
  },
  IT: {
    valid: [
      ['00118', '00118'],
      ['20121', '20121'],
    ],
    invalid: ['2012', '201210'],
  },
  ES: {
    valid: [
      ['28013', '28013'],
      ['08001', '08001'],
      ['52001', '52001'],
    ],
    invalid: ['53001', '00001'],
  },
  PT: {
    valid: [
      ['1000-001', '1000-001'],
      ['1000001', '1000-001'],
      ['4000 123', '4000-123'],
    ],
    invalid: ['1000', '0100-001', '1000-01'],
  },
  DK: {
    valid: [
      ['1050', '1050'],
      ['0800', '0800'],
    ],
    invalid: ['0500', '105', '10500'],
  },
  SE: {
    valid: [
      ['114 55', '114 55'],
      ['11455', '114 55'],
    ],
    invalid: ['014 55', '1145', '114 555'],
  },
  NO: {
    valid: [
      ['0150', '0150'],
      ['9990', '9990'],
    ],
    invalid: ['0000', '150', '01500'],
  },
};

describe('normalizePostalCode', () => {
  for (const [country, { valid, invalid }] of Object.entries(CASES) as [
    MarketCountry,
    (typeof CASES)[MarketCountry],
  ][]) {
    it(`writes valid ${country} codes the way ${country} does`, () => {
      for (const [typed, written] of valid) {
        expect(normalizePostalCode(country, typed), typed).toBe(written);
      }
    });

    it(`refuses what is no ${country} code`, () => {
      for (const typed of invalid) {
        expect(normalizePostalCode(country, typed), typed).toBeUndefined();
      }
    });
  }

  it('checks the code against the address’s country, not any country', () => {
    expect(normalizePostalCode('NL', 'SW1A 1AA')).toBeUndefined();
    expect(normalizePostalCode('DE', '1234 AB')).toBeUndefined();
    expect(normalizePostalCode('BE', '10115')).toBeUndefined();
  });

  it('ignores surrounding and doubled spaces', () => {
    expect(normalizePostalCode('GB', '  SW1A   1AA ')).toBe('SW1A 1AA');
  });
});
