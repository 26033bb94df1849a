import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  defaultSortFor,
  parseSortPreferences,
  readSortPreference,
  sortChoiceId,
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
    expect(sortChoiceId({ sortKey: 'created', sortOrder: 'desc' })).toBe('createdDesc');
    expect(sortChoiceId(DEFAULT_SORT)).toBe('dateTakenDesc');
  });
});
