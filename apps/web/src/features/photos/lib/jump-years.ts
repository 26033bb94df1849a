import type { TimelineMonthCount } from '@my-account/contract/photos';
import { isUnknownMonth } from '@/features/photos/lib/timeline-layout';

export interface JumpMonth {
  month: number;
  /** 0: the month has no photo (shown, but it cannot be chosen). */
  count: number;
}

export interface JumpYear {
  year: number;
  count: number;
  /** January to December, each with its count. */
  months: JumpMonth[];
}

export interface JumpChoices {
  /** The years holding photos, newest first. */
  years: JumpYear[];
  /** Photos without a date (the Unknown Date section), 0 when there are none. */
  undated: number;
}

/**
 * What the jump control offers, from the month counts the page already has: every year with a
 * photo and its twelve months, so a year reads as a calendar whatever the sort order. The list
 * grows with the years (20 years, 240 months), never with the photos.
 */
export function jumpChoices(counts: readonly TimelineMonthCount[]): JumpChoices {
  const byYear = new Map<number, number[]>();
  let undated = 0;
  for (const { year, month, count } of counts) {
    if (count <= 0) {
      continue;
    }
    if (isUnknownMonth(year, month)) {
      undated += count;
      continue;
    }
    const months = byYear.get(year) ?? new Array<number>(12).fill(0);
    months[month - 1] = (months[month - 1] ?? 0) + count;
    byYear.set(year, months);
  }
  const years = [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, months]) => ({
      year,
      count: months.reduce((sum, count) => sum + count, 0),
      months: months.map((count, index) => ({ month: index + 1, count })),
    }));
  return { years, undated };
}

/** The year the control opens on: the one in view when it has photos, else the newest. */
export function initialJumpYear(
  years: readonly JumpYear[],
  inView: number | undefined,
): number | undefined {
  return years.find((entry) => entry.year === inView)?.year ?? years[0]?.year;
}
