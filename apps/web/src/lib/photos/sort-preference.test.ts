import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  defaultSortFor,
  parseSortPreferences,
  readSortPreference,
  ALBUM_SORT_CHOICES,
  PHOTO_SORT_CHOICES,
  sortChoiceOf,
  sortPreferenceFor,
  writeSortPreference,
} from '@/lib/photos/sort-preference';

describe('sort preferences', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('defaults the photos page to dateTaken descending', () => {
    expect(DEFAULT_SORT).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(sortPreferenceFor(parseSortPreferences(null), 'photos')).toEqual(DEFAULT_SORT);
  });

  it('defaults album and shared album photos to created descending', () => {
    const created = { sortKey: 'created', sortOrder: 'desc' };
    expect(defaultSortFor('albumPhotos')).toEqual(created);
    expect(sortPreferenceFor({}, 'sharedAlbumPhotos')).toEqual(created);
    expect(readSortPreference('albumPhotos')).toEqual(created);
  });

  it('reads each page on its own and drops invalid entries', () => {
    const raw = JSON.stringify({
      photos: { sortKey: 'created', sortOrder: 'asc' },
      albumPhotos: { sortKey: 'location', sortOrder: 'asc' },
      sharedAlbumPhotos: { sortKey: 'dateTaken', sortOrder: 'sideways' },
    });
    expect(parseSortPreferences(raw)).toEqual({ photos: { sortKey: 'created', sortOrder: 'asc' } });
  });

  it('ignores broken JSON and values that are not objects', () => {
    expect(parseSortPreferences('{nope')).toEqual({});
    expect(parseSortPreferences('[1,2]')).toEqual({});
    expect(parseSortPreferences('"photos"')).toEqual({});
  });

  it('saves per page under sortingOptions, keeping the other pages', () => {
    window.localStorage.setItem(
      'sortingOptions',
      JSON.stringify({ albumPhotos: { sortKey: 'created', sortOrder: 'desc' } }),
    );
    writeSortPreference('photos', { sortKey: 'created', sortOrder: 'asc' });
    expect(JSON.parse(window.localStorage.getItem('sortingOptions') ?? '')).toEqual({
      albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
      photos: { sortKey: 'created', sortOrder: 'asc' },
    });
    expect(readSortPreference('photos')).toEqual({ sortKey: 'created', sortOrder: 'asc' });
  });

  it('names the menu choice of a preference', () => {
    expect(sortChoiceOf(PHOTO_SORT_CHOICES, { sortKey: 'created', sortOrder: 'desc' })?.id).toBe(
      'createdDesc',
    );
    expect(sortChoiceOf(PHOTO_SORT_CHOICES, DEFAULT_SORT)?.id).toBe('dateTakenDesc');
    expect(sortChoiceOf(PHOTO_SORT_CHOICES, { sortKey: 'uploaded', sortOrder: 'desc' })?.id).toBe(
      'uploadedDesc',
    );
  });

  it("offers the spec's created (new-old, old-new), dateTaken and uploaded in the library, created and date taken in albums", () => {
    const keys = (choices: readonly { sortKey: string; sortOrder: string }[]) =>
      choices.map((choice) => `${choice.sortKey} ${choice.sortOrder}`);
    expect(keys(PHOTO_SORT_CHOICES)).toEqual(
      expect.arrayContaining(['created desc', 'created asc', 'dateTaken desc', 'uploaded desc']),
    );
    expect(new Set(ALBUM_SORT_CHOICES.map((choice) => choice.sortKey))).toEqual(
      new Set(['created', 'dateTaken']),
    );
  });

  it('keeps "uploaded" for the photos page only: an album page with it falls back to its default', () => {
    const raw = JSON.stringify({
      photos: { sortKey: 'uploaded', sortOrder: 'desc' },
      albumPhotos: { sortKey: 'uploaded', sortOrder: 'desc' },
    });
    const preferences = parseSortPreferences(raw);
    expect(sortPreferenceFor(preferences, 'photos')).toEqual({
      sortKey: 'uploaded',
      sortOrder: 'desc',
    });
    expect(sortPreferenceFor(preferences, 'albumPhotos')).toEqual(defaultSortFor('albumPhotos'));
  });
});
