import { describe, expect, it } from 'vitest';
import {
  pagesFor,
  timelineTransitions,
  type TimelineState,
} from '@/features/photos/state/timeline-store';

const START: TimelineState = {
  sort: { sortKey: 'dateTaken', sortOrder: 'desc' },
  pagesRequested: {},
};

describe('timeline state', () => {
  it('asks one more page per month', () => {
    const state = timelineTransitions.requestMore(
      timelineTransitions.requestMore(START, '2026-3'),
      '2026-3',
    );
    expect(pagesFor(state, '2026-3')).toBe(3);
    expect(pagesFor(state, '2026-2')).toBe(1);
  });

  it('resets the pages of every month when the sort changes, not when it stays', () => {
    const grown = timelineTransitions.requestMore(START, '2026-3');
    expect(timelineTransitions.setSort(grown, START.sort)).toBe(grown);
    const sorted = timelineTransitions.setSort(grown, { sortKey: 'created', sortOrder: 'asc' });
    expect(sorted.pagesRequested).toEqual({});
    expect(sorted.sort).toEqual({ sortKey: 'created', sortOrder: 'asc' });
  });
});
