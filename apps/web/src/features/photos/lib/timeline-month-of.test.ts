import { describe, expect, it } from 'vitest';
import { timelineMonthOf } from '@/features/photos/lib/timeline-month-of';

describe('timelineMonthOf', () => {
  it('files a photo under its month on its own clock, as the server does', () => {
    expect(timelineMonthOf({ dateTaken: '2024-01-31T23:30:00+01:00' })).toEqual({
      year: 2024,
      month: 1,
    });
    expect(timelineMonthOf({ dateTaken: '2021-04-11T15:47:53Z' })).toEqual({
      year: 2021,
      month: 4,
    });
  });

  it('files undated photos under Unknown Date', () => {
    expect(timelineMonthOf({ dateTaken: null })).toEqual({ year: 1970, month: 1 });
    expect(timelineMonthOf({})).toEqual({ year: 1970, month: 1 });
  });
});
