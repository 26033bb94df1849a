import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the photo library that more than one feature reads or refreshes. The photos
 * feature (timeline, counts) and the albums feature (albums, shared albums, the photo picker)
 * build their own keys under these roots; a change made in one feature makes the other's data
 * stale through them, since features cannot import each other.
 */
export const libraryQueryKeys = {
  /** Everything the photos feature caches: timeline counts and months, single photos. */
  photos: ['photos'] as const,
  /** `GET /users` (photo management): the photo and album counts of the tabs. */
  userSummary: ['photos', 'user-summary'] as const,
  /** `getaccountinformation` (photo deletion): what the storage status is derived from. */
  accountInformation: ['photo-deletion', 'account-information'] as const,
  /** Own albums: lists (with counts and covers), album details and pages, the photo picker. */
  albums: ['albums'] as const,
  /** Albums shared with the customer: the summary, lists, details and pages. */
  sharedAlbums: ['shared-albums'] as const,
};

/**
 * Photos came into or left the library. The photos feature keeps its timeline right itself;
 * this refreshes what other views show of the same photos: the tab counts, every album (its
 * page, its count and cover in the lists, the picker of library photos) and the shared albums,
 * so none of them shows a deleted photo until its cached data would have gone stale anyway.
 */
export async function invalidateAfterLibraryChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [libraryQueryKeys.userSummary, libraryQueryKeys.albums, libraryQueryKeys.sharedAlbums].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
