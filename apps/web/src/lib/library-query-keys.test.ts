import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterLibraryChange, libraryQueryKeys } from '@/lib/library-query-keys';

const { photos, userSummary, accountInformation, albums, sharedAlbums } = libraryQueryKeys;

/** Cached data of both features, each entry as its feature keys it (under the shared roots). */
const CACHED: Record<string, QueryKey> = {
  albumList: [...albums, 'list', false],
  albumDetail: [...albums, 'detail', 'al1'],
  albumPhotos: [...albums, 'photos', 'al1', 'created', 'desc'],
  photoPicker: [...albums, 'library-photos'],
  sharedAlbumPhotos: [...sharedAlbums, 'photos', 'sa1', 'created', 'desc'],
  sharedAlbumsSummary: [...sharedAlbums, 'summary'],
  tabCounts: userSummary,
  timelineCounts: [...photos, 'timeline', 'counts'],
  timelineMonth: [...photos, 'timeline', 'month', 2026, 3, 'dateTaken', 'desc'],
  accountInformation,
};

function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const queryKey of Object.values(CACHED)) {
    client.setQueryData(queryKey, { cached: true });
  }
  return client;
}

function invalidated(client: QueryClient): string[] {
  return Object.entries(CACHED)
    .filter(([, queryKey]) => client.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidateAfterLibraryChange', () => {
  it('makes every album view and the tab counts stale, leaving the timeline to its feature', async () => {
    const client = seededClient();
    await invalidateAfterLibraryChange(client);
    expect(invalidated(client).sort()).toEqual(
      [
        'albumDetail',
        'albumList',
        'albumPhotos',
        'photoPicker',
        'sharedAlbumPhotos',
        'sharedAlbumsSummary',
        'tabCounts',
      ].sort(),
    );
  });
});
