import { z } from 'zod/mini';
import type { TimelineCounts, TimelineMonthCount } from '@my-account/contract/photos';
import { STORAGE_KEYS } from '@/lib/storage';

/** A timeline section: `${year}-${month}`, the same shape as the timeline's month keys. */
export type SectionKey = `${number}-${number}`;

/** Enough for a screen or two of months; the value never grows with the library. */
export const MAX_VISIBLE_SECTIONS = 12;

const SECTION_PATTERN = /^\d{4}-\d{1,2}$/;
const SectionKeySchema = z.custom<SectionKey>(
  (value) => typeof value === 'string' && SECTION_PATTERN.test(value),
);

// Entries are checked one by one, so one odd entry does not throw the others away.
const StoredSectionsSchema = z.object({ sections: z.array(z.unknown()) });

function sectionKeys(entries: readonly unknown[]): SectionKey[] {
  return entries.flatMap((entry) => {
    const parsed = SectionKeySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Reads `timelineVisibleSections`: `{"sections": [...]}`, least recently seen first. Anything
 * else (broken JSON, another app's value) gives []; entries that are not month keys are dropped.
 */
export function parseVisibleSections(raw: string | null): SectionKey[] {
  if (!raw) {
    return [];
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const parsed = StoredSectionsSchema.safeParse(data);
  if (!parsed.success) {
    return [];
  }
  return [...new Set(sectionKeys(parsed.data.sections))].slice(-MAX_VISIBLE_SECTIONS);
}

/**
 * The list after `seen` came into view: they move to the end (most recent) in their order, and
 * only the last MAX_VISIBLE_SECTIONS stay. Returns `previous` itself when nothing changed, so
 * callers can skip the write.
 */
export function rememberSections(
  previous: readonly SectionKey[],
  seen: readonly SectionKey[],
): readonly SectionKey[] {
  const fresh = [...new Set(seen)];
  const next = [...previous.filter((key) => !fresh.includes(key)), ...fresh].slice(
    -MAX_VISIBLE_SECTIONS,
  );
  const same = next.length === previous.length && next.every((key, i) => key === previous[i]);
  return same ? previous : next;
}

/**
 * The stored sections that still exist in the month counts, most recently seen first (the
 * order to load them in); sections the library no longer has are ignored.
 */
export function seenMonthsToLoad(
  counts: TimelineCounts,
  stored: readonly SectionKey[],
): TimelineMonthCount[] {
  const byKey = new Map(counts.timeline.map((entry) => [`${entry.year}-${entry.month}`, entry]));
  return [...stored].reverse().flatMap((key) => {
    const entry = byKey.get(key);
    return entry ? [entry] : [];
  });
}

/** Local storage may be unavailable (private modes, site data off): then nothing is kept. */
export function readVisibleSections(): SectionKey[] {
  try {
    return parseVisibleSections(window.localStorage.getItem(STORAGE_KEYS.timelineVisibleSections));
  } catch {
    return [];
  }
}

/**
 * Adds the sections now in view (strings that are not month keys are skipped) to the stored
 * list. It reads the stored value each time (so another tab's sections are kept) and writes
 * only when the list changes.
 */
export function recordVisibleSections(seen: readonly string[]): void {
  const keys = sectionKeys(seen);
  if (keys.length === 0) {
    return;
  }
  const previous = readVisibleSections();
  const next = rememberSections(previous, keys);
  if (next === previous) {
    return;
  }
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.timelineVisibleSections,
      JSON.stringify({ sections: next }),
    );
  } catch {
    // Not kept; returning to the list then loads months as they come into view, as before.
  }
}
