import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Photo, PhotoPage } from '@my-account/contract/photos';
import { readScrollPosition } from '@/lib/photos/scroll-position';
import { flattenPages } from '@/features/albums/lib/album-paging';

interface AlbumPreviewOptions {
  query: UseInfiniteQueryResult<InfiniteData<PhotoPage>>;
  photoId: string | undefined;
  listPath: string;
  previewPath: (photoId: string) => string;
  /** While a removal runs the photo may vanish from the list: no redirect meanwhile. */
  busy: boolean;
}

/**
 * The preview's place in the album's loaded photos (the same cache as the album page):
 * opening the last loaded photo fetches the next page; a photo not in the list sends the
 * customer back to the list; closing restores the list's scroll position.
 */
export function useAlbumPreview({
  query,
  photoId,
  listPath,
  previewPath,
  busy,
}: AlbumPreviewOptions) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const photos = flattenPages(query.data?.pages, (page) => page.images);
  const index = photos.findIndex((photo) => photo.imageId === photoId);
  const atLastLoaded = index >= 0 && index === photos.length - 1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const settled = !query.isPending && !query.isFetching;

  useEffect(() => {
    if (atLastLoaded && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [atLastLoaded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const missing = settled && index < 0;
  useEffect(() => {
    if (missing && !busy) {
      void navigate({ pathname: listPath, search }, { replace: true });
    }
  }, [missing, busy, navigate, listPath, search]);

  const close = () => {
    void navigate({ pathname: listPath, search });
    const saved = readScrollPosition();
    if (saved) {
      requestAnimationFrame(() => {
        window.scrollTo(saved.x, saved.y);
      });
    }
  };

  const go = (photo: Photo) => {
    void navigate({ pathname: previewPath(photo.imageId), search }, { replace: true });
  };

  return { photos, index, close, go };
}
