import { z } from 'zod/mini';
import {
  PhotoSortKeySchema,
  SortKeySchema,
  SortOrderSchema,
  type PhotoSortKey,
  type SortKey,
  type SortOrder,
} from '@my-account/contract/photos';
import { STORAGE_KEYS } from '@/lib/storage';

/** The pages that keep their own sort (the spec's list). */
export const SORT_PAGES = ['photos', 'albumPhotos', 'sharedAlbumPhotos'] as const;
export type SortPage = (typeof SORT_PAGES)[number];

/** A page's sort: the photo library knows one key more ("uploaded") than albums do. */
export interface SortPreference<K extends PhotoSortKey = PhotoSortKey> {
  sortKey: K;
  sortOrder: SortOrder;
}
export type AlbumSortPreference = SortPreference<SortKey>;
type AlbumSortPage = Exclude<SortPage, 'photos'>;
export type PreferenceOf<P extends SortPage> = P extends 'photos'
  ? SortPreference
  : AlbumSortPreference;

export const DEFAULT_SORT: SortPreference = { sortKey: 'dateTaken', sortOrder: 'desc' };
const ALBUM_DEFAULT_SORT: AlbumSortPreference = { sortKey: 'created', sortOrder: 'desc' };

/** The spec's defaults: photos by date taken, albums and shared albums by created, newest first. */
export function defaultSortFor<P extends SortPage>(page: P): PreferenceOf<P>;
export function defaultSortFor(page: SortPage): SortPreference {
  return page === 'photos' ? DEFAULT_SORT : ALBUM_DEFAULT_SORT;
}

const PhotoSortPreferenceSchema = z.object({
  sortKey: PhotoSortKeySchema,
  sortOrder: SortOrderSchema,
});
const AlbumSortPreferenceSchema = z.object({ sortKey: SortKeySchema, sortOrder: SortOrderSchema });

export interface SortChoice<K extends PhotoSortKey> extends SortPreference<K> {
  /** Its text is photos.sort.<id>. */
  id: string;
}

/**
 * The photo library's choices, in menu order (decision 0284): the spec's created (new-old,
 * old-new), dateTaken and uploaded, date taken also oldest first as before.
 */
export const PHOTO_SORT_CHOICES: readonly SortChoice<PhotoSortKey>[] = [
  { id: 'dateTakenDesc', sortKey: 'dateTaken', sortOrder: 'desc' },
  { id: 'dateTakenAsc', sortKey: 'dateTaken', sortOrder: 'asc' },
  { id: 'createdDesc', sortKey: 'created', sortOrder: 'desc' },
  { id: 'createdAsc', sortKey: 'created', sortOrder: 'asc' },
  { id: 'uploadedDesc', sortKey: 'uploaded', sortOrder: 'desc' },
];

/** An album's choices (the spec: created or date taken). */
export const ALBUM_SORT_CHOICES: readonly SortChoice<SortKey>[] = [
  { id: 'dateTakenDesc', sortKey: 'dateTaken', sortOrder: 'desc' },
  { id: 'dateTakenAsc', sortKey: 'dateTaken', sortOrder: 'asc' },
  { id: 'createdDesc', sortKey: 'created', sortOrder: 'desc' },
  { id: 'createdAsc', sortKey: 'created', sortOrder: 'asc' },
];

/** The choice showing `preference`, or the first when none matches. */
export function sortChoiceOf<K extends PhotoSortKey>(
  choices: readonly SortChoice<K>[],
  preference: SortPreference<K>,
): SortChoice<K> | undefined {
  return (
    choices.find(
      (entry) => entry.sortKey === preference.sortKey && entry.sortOrder === preference.sortOrder,
    ) ?? choices[0]
  );
}

export type SortPreferences = { photos?: SortPreference } & {
  [P in AlbumSortPage]?: AlbumSortPreference;
};

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
  const photos = PhotoSortPreferenceSchema.safeParse(record.photos);
  if (photos.success) {
    preferences.photos = photos.data;
  }
  for (const page of ['albumPhotos', 'sharedAlbumPhotos'] as const) {
    const parsed = AlbumSortPreferenceSchema.safeParse(record[page]);
    if (parsed.success) {
      preferences[page] = parsed.data;
    }
  }
  return preferences;
}

export function sortPreferenceFor<P extends SortPage>(
  preferences: SortPreferences,
  page: P,
): PreferenceOf<P>;
export function sortPreferenceFor(preferences: SortPreferences, page: SortPage): SortPreference {
  return preferences[page] ?? defaultSortFor(page);
}

/** Local storage may be unavailable (private modes, site data off): sorting still works. */
export function readSortPreference<P extends SortPage>(page: P): PreferenceOf<P>;
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

export function writeSortPreference<P extends SortPage>(
  page: P,
  preference: PreferenceOf<P>,
): void {
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
