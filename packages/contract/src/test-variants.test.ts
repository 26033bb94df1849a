import { describe, expect, it } from 'vitest';
import { resolveTestVariant } from './test-variants.ts';

describe('resolveTestVariant', () => {
  it('takes the first experience when it is "control" or "A"', () => {
    expect(resolveTestVariant(['A'])).toBe('A');
    expect(resolveTestVariant(['A', 'control'])).toBe('A');
    expect(resolveTestVariant(['control', 'A'])).toBe('control');
    expect(resolveTestVariant(['control', { any: 'thing' }])).toBe('control');
  });

  it('falls back to the control for anything else', () => {
    for (const response of [
      [],
      ['B'],
      ['B', 'A'],
      ['a'],
      ['Control'],
      [' A'],
      [null],
      'A',
      { 0: 'A', length: 1 },
      null,
      undefined,
      42,
    ]) {
      expect(resolveTestVariant(response), JSON.stringify(response)).toBe('control');
    }
  });
});
