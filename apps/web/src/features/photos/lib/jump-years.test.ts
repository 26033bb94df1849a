import { describe, expect, it } from 'vitest';
import { initialJumpYear, jumpChoices } from '@/features/photos/lib/jump-years';

describe('jumpChoices', () => {
  it('lists the years newest first, each as twelve months with their counts', () => {
    const { years, undated } = jumpChoices([
      { year: 2026, month: 3, count: 4 },
      { year: 2026, month: 1, count: 2 },
      { year: 2019, month: 12, count: 7 },
      { year: 2024, month: 6, count: 0 },
      { year: 1970, month: 1, count: 15 },
    ]);
    expect(years.map((entry) => [entry.year, entry.count])).toEqual([
      [2026, 6],
      [2019, 7],
    ]);
    expect(years[0]?.months).toHaveLength(12);
    expect(years[0]?.months.filter((month) => month.count > 0)).toEqual([
      { month: 1, count: 2 },
      { month: 3, count: 4 },
    ]);
    expect(years[1]?.months[11]).toEqual({ month: 12, count: 7 });
    // A year whose only month is empty is no choice; Unknown Date is apart from the years.
    expect(years.some((entry) => entry.year === 2024 || entry.year === 1970)).toBe(false);
    expect(undated).toBe(15);
  });

  it('stays as small as the calendar for a 20-year library of a million photos', () => {
    const counts = Array.from({ length: 240 }, (_, index) => ({
      year: 2026 - Math.floor(index / 12),
      month: 12 - (index % 12),
      count: 4167,
    }));
    const { years } = jumpChoices(counts);
    expect(years).toHaveLength(20);
    expect(years.reduce((sum, entry) => sum + entry.count, 0)).toBe(240 * 4167);
    expect(years.at(-1)?.year).toBe(2007);
  });
});

describe('initialJumpYear', () => {
  const years = jumpChoices([
    { year: 2026, month: 3, count: 1 },
    { year: 2020, month: 5, count: 1 },
  ]).years;

  it('opens on the year in view, else the newest', () => {
    expect(initialJumpYear(years, 2020)).toBe(2020);
    expect(initialJumpYear(years, 1970)).toBe(2026);
    expect(initialJumpYear(years, undefined)).toBe(2026);
    expect(initialJumpYear([], 2020)).toBeUndefined();
  });
});
