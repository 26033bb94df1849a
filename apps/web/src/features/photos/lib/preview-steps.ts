import type { LoadedPhoto } from '@/features/photos/state/photo-cache';

interface MonthRef {
  year: number;
  month: number;
}

/** What the cache holds of a month: `loaded` once its first page is in. */
export interface MonthLoadState {
  loaded: boolean;
  hasMore: boolean;
}

/**
 * What stands between the photo at `index` and its true neighbour. `ready`: the neighbour in
 * the loaded list is it. `more`: a month has further pages to fetch first. `load`: a month in
 * between is not loaded yet (its first page comes first). `end`: no photo on that side.
 */
export type PreviewStep =
  { kind: 'ready' } | { kind: 'end' } | { kind: 'more' | 'load'; year: number; month: number };

type StateOf = (month: MonthRef) => MonthLoadState;

function sameMonth(a: MonthRef, b: MonthRef): boolean {
  return a.year === b.year && a.month === b.month;
}

function neighbourOf(photos: readonly LoadedPhoto[], index: number, step: 1 | -1) {
  return { current: photos[index], neighbour: photos[index + step] };
}

function monthsAfter(months: readonly MonthRef[], month: MonthRef): readonly MonthRef[] {
  const position = months.findIndex((entry) => sameMonth(entry, month));
  return position >= 0 ? months.slice(position + 1) : [];
}

function monthsBefore(months: readonly MonthRef[], month: MonthRef): readonly MonthRef[] {
  const position = months.findIndex((entry) => sameMonth(entry, month));
  return position >= 0 ? months.slice(0, position).reverse() : [];
}

/**
 * The loaded photos can skip months (loaded months have gaps) and the rest of a month (pages
 * not fetched): Next must not jump over them, so it waits until they are loaded.
 */
export function previewNextStep(
  photos: readonly LoadedPhoto[],
  index: number,
  months: readonly MonthRef[],
  stateOf: StateOf,
): PreviewStep {
  const { current, neighbour: following } = neighbourOf(photos, index, 1);
  if (!current) {
    return { kind: 'end' };
  }
  if (following && sameMonth(following, current)) {
    return { kind: 'ready' };
  }
  if (stateOf(current).hasMore) {
    return { kind: 'more', year: current.year, month: current.month };
  }
  for (const entry of monthsAfter(months, current)) {
    if (following && sameMonth(entry, following)) {
      return { kind: 'ready' };
    }
    const state = stateOf(entry);
    if (!state.loaded) {
      return { kind: 'load', year: entry.year, month: entry.month };
    }
    if (state.hasMore) {
      // Its loaded photos were all deleted: the next page holds the month's next photo.
      return { kind: 'more', year: entry.year, month: entry.month };
    }
  }
  return following ? { kind: 'ready' } : { kind: 'end' };
}

/**
 * Previous from a month's first photo is the last photo of the month before it in the
 * timeline: that month must be loaded to its end (pages come oldest-last), and months in
 * between must be loaded to know they are empty. Within a month the previous photo is loaded.
 */
export function previewPreviousStep(
  photos: readonly LoadedPhoto[],
  index: number,
  months: readonly MonthRef[],
  stateOf: StateOf,
): PreviewStep {
  const { current, neighbour: preceding } = neighbourOf(photos, index, -1);
  if (!current) {
    return { kind: 'end' };
  }
  if (preceding && sameMonth(preceding, current)) {
    return { kind: 'ready' };
  }
  for (const entry of monthsBefore(months, current)) {
    const state = stateOf(entry);
    if (!state.loaded) {
      return { kind: 'load', year: entry.year, month: entry.month };
    }
    if (state.hasMore) {
      return { kind: 'more', year: entry.year, month: entry.month };
    }
    if (preceding && sameMonth(entry, preceding)) {
      return { kind: 'ready' };
    }
  }
  return preceding ? { kind: 'ready' } : { kind: 'end' };
}
