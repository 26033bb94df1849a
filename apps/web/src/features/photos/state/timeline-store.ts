import type { MonthKey } from '@/features/photos/lib/timeline-layout';
import {
  readSortPreference,
  writeSortPreference,
  type SortPreference,
} from '@/lib/photos/sort-preference';
import { createStore } from '@/features/photos/state/create-store';

export interface TimelineState {
  sort: SortPreference;
  /** Pages each month shows (1 when absent); '+N' asks for one more. */
  pagesRequested: Readonly<Partial<Record<MonthKey, number>>>;
}

export function pagesFor(state: TimelineState, key: MonthKey): number {
  return state.pagesRequested[key] ?? 1;
}

/** Pure transitions, so the rules are testable without React. */
export const timelineTransitions = {
  requestMore: (state: TimelineState, key: MonthKey): TimelineState => ({
    ...state,
    pagesRequested: { ...state.pagesRequested, [key]: pagesFor(state, key) + 1 },
  }),
  /** A new sort starts every month again from its first page. */
  setSort: (state: TimelineState, sort: SortPreference): TimelineState =>
    state.sort.sortKey === sort.sortKey && state.sort.sortOrder === sort.sortOrder
      ? state
      : { sort, pagesRequested: {} },
  reset: (state: TimelineState): TimelineState => ({ ...state, pagesRequested: {} }),
};

/** The timeline's own state; the photos themselves live in the query cache. */
export const timelineStore = createStore<TimelineState>({
  sort: readSortPreference('photos'),
  pagesRequested: {},
});

export const timelineActions = {
  requestMore: (key: MonthKey) => {
    timelineStore.set((state) => timelineTransitions.requestMore(state, key));
  },
  setSort: (sort: SortPreference) => {
    writeSortPreference('photos', sort);
    timelineStore.set((state) => timelineTransitions.setSort(state, sort));
  },
  reset: () => {
    timelineStore.set(timelineTransitions.reset);
  },
};
