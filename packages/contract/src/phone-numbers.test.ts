import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalizePhoneNumber } from './phone-numbers.ts';

describe('normalizePhoneNumber', () => {
  it('reads a national number in the given country and stores it in E.164', () => {
    expect(normalizePhoneNumber('07911 123456', 'GB')).toBe('+447911123456');
    expect(normalizePhoneNumber('06 12345678', 'NL')).toBe('+31612345678');
    expect(normalizePhoneNumber('030 1234567', 'DE')).toBe('+49301234567');
    expect(normalizePhoneNumber('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(normalizePhoneNumber('912 345 678', 'PT')).toBe('+351912345678');
  });

  it('takes a number of another country when written with its country code', () => {
    expect(normalizePhoneNumber('+31 6 12345678', 'BE')).toBe('+31612345678');
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses numbers that are not valid in the country', () => {
    expect(normalizePhoneNumber('06 12345678', 'BE')).toBeUndefined();
    expect(normalizePhoneNumber('12345', 'GB')).toBeUndefined();
    expect(normalizePhoneNumber('07911 12345', 'GB')).toBeUndefined();
    expect(normalizePhoneNumber('0612345678')).toBeUndefined();
    expect(normalizePhoneNumber('call me on 06 12345678', 'NL')).toBeUndefined();
    expect(normalizePhoneNumber('+31 6 12345678 999999999999', 'NL')).toBeUndefined();
  });
});

describe('formatPhoneNumber', () => {
  it('shows a number of the address’s country nationally and others internationally', () => {
    expect(formatPhoneNumber('+447911123456', 'GB')).toBe('07911 123456');
    expect(formatPhoneNumber('+31612345678', 'BE')).toBe('+31 6 12345678');
  });
});
