import { useState } from 'react';
import {
  readSortPreference,
  writeSortPreference,
  type SortPage,
  type AlbumSortPreference,
} from '@/lib/photos/sort-preference';

/** The sort of an album view, read from and saved to sortingOptions under its own page. */
export function useAlbumSort(page: Extract<SortPage, 'albumPhotos' | 'sharedAlbumPhotos'>) {
  const [sort, setSortState] = useState<AlbumSortPreference>(() => readSortPreference(page));
  const setSort = (next: AlbumSortPreference) => {
    writeSortPreference(page, next);
    setSortState(next);
  };
  return [sort, setSort] as const;
}
