import { describe, expect, it } from 'vitest';
import { normalizeVatNumber } from './vat-numbers.ts';

describe('normalizeVatNumber', () => {
  it('takes valid VAT numbers of the market countries, written as customers write them', () => {
    expect(normalizeVatNumber('NL004495445B01')).toBe('NL004495445B01');
    expect(normalizeVatNumber('nl 0044.95.445.b01')).toBe('NL004495445B01');
    expect(normalizeVatNumber('GB 980 7806 84')).toBe('GB980780684');
    expect(normalizeVatNumber('DE136695976')).toBe('DE136695976');
    expect(normalizeVatNumber('ATU13585627')).toBe('ATU13585627');
    expect(normalizeVatNumber('BE0411905847')).toBe('BE0411905847');
    expect(normalizeVatNumber('NO923609016MVA')).toBe('NO923609016MVA');
    expect(normalizeVatNumber('IE6388047V')).toBe('IE6388047V');
  });

  it('refuses a wrong check digit, a missing country code and other countries', () => {
    expect(normalizeVatNumber('NL123456789B01')).toBeUndefined();
    expect(normalizeVatNumber('GB123456789')).toBeUndefined();
    expect(normalizeVatNumber('004495445B01')).toBeUndefined();
    expect(normalizeVatNumber('PL5260250274')).toBeUndefined();
    expect(normalizeVatNumber('')).toBeUndefined();
    expect(normalizeVatNumber('NL004495445B01'.repeat(3))).toBeUndefined();
  });
});
