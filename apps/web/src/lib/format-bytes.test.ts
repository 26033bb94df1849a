import { describe, expect, it } from 'vitest';
import { formatBytes, InvalidUnitSizeError, sizeInUnit, unitFor } from '@/lib/format-bytes';

describe('format-bytes', () => {
  it('shows Bytes, KB, MB and GB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0.00 Bytes');
    expect(formatBytes(1023)).toBe('1023.00 Bytes');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 2 + 123_456)).toBe('5.12 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2.00 GB');
    // GB is the largest unit: a terabyte stays in GB.
    expect(formatBytes(1024 ** 4)).toBe('1024.00 GB');
  });

  it('picks the largest unit the size fills', () => {
    expect(unitFor(1)).toBe('Bytes');
    expect(unitFor(1024 ** 2 - 1)).toBe('KB');
    expect(unitFor(1024 ** 2)).toBe('MB');
  });

  it('raises the invalid-unit-size error for an unknown unit', () => {
    expect(sizeInUnit(2048, 'KB')).toBe(2);
    expect(() => sizeInUnit(2048, 'TB')).toThrow(InvalidUnitSizeError);
    expect(() => sizeInUnit(2048, 'kb')).toThrow('Invalid unit size: kb');
  });
});
