import type { MonthKey } from '@/features/photos/lib/timeline-layout';
import { monthKey } from '@/features/photos/lib/timeline-layout';
import { createStore } from '@/features/photos/state/create-store';

/** The month asked for by the jump control; `id` tells two jumps to one month apart. */
export type JumpRequest = { key: MonthKey; id: number } | undefined;

/**
 * The jump control and the timeline are siblings: the control asks here, the timeline scrolls
 * and moves the grid's focus. Kept outside both, like the rest of the timeline's state.
 */
export const jumpRequestStore = createStore<JumpRequest>(undefined);

/**
 * The month at the top of the timeline's viewport (the year the control opens on). A store of
 * its own: it changes while scrolling, and nothing needs to re-render for it.
 */
export const monthInViewStore = createStore<MonthKey | undefined>(undefined);

let nextId = 1;

export const jumpActions = {
  jumpTo: (year: number, month: number) => {
    const id = nextId;
    nextId += 1;
    jumpRequestStore.set(() => ({ key: monthKey(year, month), id }));
  },
  /** The timeline has carried the request out (or found no such month). */
  done: (id: number) => {
    jumpRequestStore.set((request) => (request?.id === id ? undefined : request));
  },
  setInView: (key: MonthKey | undefined) => {
    monthInViewStore.set(() => key);
  },
};

/** The year of a month key ("2019-4" -> 2019). */
export function yearOfKey(key: MonthKey | undefined): number | undefined {
  return key === undefined ? undefined : Number(key.split('-')[0]);
}
