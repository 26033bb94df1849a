import { describe, expect, it } from 'vitest';
import { formatFileSize, InvalidUnitSizeError, sizeInUnit, unitFor } from './file-sizes.ts';

describe('formatFileSize', () => {
  it("shows the spec's Bytes, KB, MB and GB with 2 decimals in British English", () => {
    expect(formatFileSize(0, 'en-GB')).toBe('0.00 Bytes');
    expect(formatFileSize(1023, 'en-GB')).toBe('1,023.00 Bytes');
    expect(formatFileSize(1024, 'en-GB')).toBe('1.00 KB');
    expect(formatFileSize(1536, 'en-GB')).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2 + 123_456, 'en-GB')).toBe('5.12 MB');
    expect(formatFileSize(2 * 1024 ** 3, 'en-GB')).toBe('2.00 GB');
    // GB is the largest unit: a terabyte stays in GB.
    expect(formatFileSize(1024 ** 4, 'en-GB')).toBe('1,024.00 GB');
  });

  it("writes the number and places the unit the locale's way", () => {
    expect(formatFileSize(1536, 'nl-NL')).toBe('1,50 KB');
    // French puts a narrow no-break space before the unit.
    expect(formatFileSize(3 * 1024 ** 3, 'fr-FR')).toBe('3,00\u202fGB');
    expect(formatFileSize(1234 * 1024 ** 3, 'de-DE')).toBe('1.234,00\u00a0GB');
  });

  it("takes a locale's own unit names", () => {
    const french = { byte: 'octets', kilobyte: 'Ko', megabyte: 'Mo', gigabyte: 'Go' } as const;
    expect(formatFileSize(3 * 1024 ** 3, 'fr-FR', french)).toBe('3,00\u202fGo');
    expect(formatFileSize(1536, 'fr-FR', french)).toBe('1,50\u202fKo');
  });
});

describe('file size units', () => {
  it('picks the largest unit the size fills', () => {
    expect(unitFor(1)).toBe('byte');
    expect(unitFor(1024 ** 2 - 1)).toBe('kilobyte');
    expect(unitFor(1024 ** 2)).toBe('megabyte');
  });

  it('raises the invalid-unit-size error for an unknown unit', () => {
    expect(sizeInUnit(2048, 'kilobyte')).toBe(2);
    expect(() => sizeInUnit(2048, 'terabyte')).toThrow(InvalidUnitSizeError);
    expect(() => sizeInUnit(2048, 'KB')).toThrow('Invalid unit size: KB');
  });
});
