import { describe, expect, it } from 'vitest';
import { addMonthsUtc, projectedDeletionDate } from './storage-period.ts';

describe('storage period', () => {
  it.each([
    ['2024-01-15T10:00:00.000Z', 18, '2025-07-15T10:00:00.000Z'],
    ['2024-08-31T00:00:00.000Z', 18, '2026-02-28T00:00:00.000Z'],
    ['2022-08-31T12:00:00.000Z', 18, '2024-02-29T12:00:00.000Z'],
    ['2024-12-31T23:59:59.000Z', 1, '2025-01-31T23:59:59.000Z'],
  ])('%s + %i months is %s', (from, months, expected) => {
    expect(addMonthsUtc(from, months)).toBe(expected);
  });

  it('counts from the last order, else from registration', () => {
    expect(projectedDeletionDate('2020-01-01T00:00:00.000Z', null)).toBe(
      '2021-07-01T00:00:00.000Z',
    );
    expect(projectedDeletionDate('2020-01-01T00:00:00.000Z', '2023-03-10T00:00:00.000Z')).toBe(
      '2024-09-10T00:00:00.000Z',
    );
  });
});
