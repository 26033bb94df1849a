import { z } from 'zod';
import {
  SortKeySchema,
  SortOrderSchema,
  type SortKey,
  type SortOrder,
} from '@my-account/contract/photos';
import { STORAGE_KEYS } from '@/lib/storage';

/** The pages that keep their own sort (the spec's list). */
export const SORT_PAGES = ['photos', 'albumPhotos', 'sharedAlbumPhotos'] as const;
export type SortPage = (typeof SORT_PAGES)[number];

export interface SortPreference {
  sortKey: SortKey;
  sortOrder: SortOrder;
}

export const DEFAULT_SORT: SortPreference = { sortKey: 'dateTaken', sortOrder: 'desc' };

/** The spec's defaults: photos by date taken, albums and shared albums by created, newest first. */
const PAGE_DEFAULTS: Record<SortPage, SortPreference> = {
  photos: DEFAULT_SORT,
  albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
};

export function defaultSortFor(page: SortPage): SortPreference {
  return PAGE_DEFAULTS[page];
}

const SortPreferenceSchema = z.object({ sortKey: SortKeySchema, sortOrder: SortOrderSchema });

/**
 * The choices offered, in menu order. "Uploaded" is the contract's `created` key (when the
 * photo entered the library); created is offered new-old and old-new.
 */
export const SORT_CHOICES = [
  { id: 'dateTakenDesc', sortKey: 'dateTaken', sortOrder: 'desc' },
  { id: 'dateTakenAsc', sortKey: 'dateTaken', sortOrder: 'asc' },
  { id: 'createdDesc', sortKey: 'created', sortOrder: 'desc' },
  { id: 'createdAsc', sortKey: 'created', sortOrder: 'asc' },
] as const satisfies readonly (SortPreference & { id: string })[];
export type SortChoiceId = (typeof SORT_CHOICES)[number]['id'];

export function sortChoiceId(preference: SortPreference): SortChoiceId {
  const choice = SORT_CHOICES.find(
    (entry) => entry.sortKey === preference.sortKey && entry.sortOrder === preference.sortOrder,
  );
  return choice?.id ?? 'dateTakenDesc';
}

export type SortPreferences = Partial<Record<SortPage, SortPreference>>;

/**
 * Reads `sortingOptions`: a JSON object with one preference per page. Each page is checked on
 * its own, so one broken entry does not throw the others away; anything else gives {}.
 */
export function parseSortPreferences(raw: string | null): SortPreferences {
  if (!raw) {
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {};
  }
  const record = data as Record<string, unknown>;
  const preferences: SortPreferences = {};
  for (const page of SORT_PAGES) {
    const parsed = SortPreferenceSchema.safeParse(record[page]);
    if (parsed.success) {
      preferences[page] = parsed.data;
    }
  }
  return preferences;
}

export function sortPreferenceFor(preferences: SortPreferences, page: SortPage): SortPreference {
  return preferences[page] ?? defaultSortFor(page);
}

/** Local storage may be unavailable (private modes, site data off): sorting still works. */
export function readSortPreference(page: SortPage): SortPreference {
  try {
    return sortPreferenceFor(
      parseSortPreferences(window.localStorage.getItem(STORAGE_KEYS.sortingOptions)),
      page,
    );
  } catch {
    return defaultSortFor(page);
  }
}

export function writeSortPreference(page: SortPage, preference: SortPreference): void {
  try {
    const current = parseSortPreferences(window.localStorage.getItem(STORAGE_KEYS.sortingOptions));
    window.localStorage.setItem(
      STORAGE_KEYS.sortingOptions,
      JSON.stringify({ ...current, [page]: preference }),
    );
  } catch {
    // Not saved; the choice still applies to this visit.
  }
}
