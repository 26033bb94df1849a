import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Album, AlbumPhotosBody } from '@my-account/contract/albums';
import type { DeletePhotosResult, PhotoPage } from '@my-account/contract/photos';
import { createQueryClient } from '@/lib/query-client';
import { renderHookInside } from '@/testing/render-hook';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';
import { AlbumPage } from '@/features/albums/components/album-page';
import { useDeletePhotos } from '@/features/photos/api/delete-photos';

interceptApiRequests();

/** The server's side: the photos of album al1 (every photo of this small library). */
let albumPhotoIds: string[] = [];

function album(): Album {
  const first = albumPhotoIds[0];
  return {
    albumId: 'al1',
    albumName: 'Summer',
    coverPhoto: first === undefined ? null : testPhoto(first),
    photosCount: albumPhotoIds.length,
    created: '2026-03-01T10:00:00Z',
    updated: '2026-03-01T10:00:00Z',
    isShared: false,
  };
}

beforeEach(() => {
  albumPhotoIds = ['a', 'b'];
  apiServer.use(
    http.get(apiUrl('photo-management', '/albums/al1'), () => HttpResponse.json(album())),
    http.get(apiUrl('photo-management', '/albums/al1/photos'), () =>
      HttpResponse.json<PhotoPage>({
        images: albumPhotoIds.map((id) => testPhoto(id)),
        cursor: null,
      }),
    ),
    http.delete<never, AlbumPhotosBody>(
      apiUrl('photo-management', '/photos'),
      async ({ request }) => {
        const { photoIds } = await request.json();
        albumPhotoIds = albumPhotoIds.filter((id) => !photoIds.includes(id));
        return HttpResponse.json<DeletePhotosResult>({ failedIds: [] });
      },
    ),
  );
});

function providers(queryClient: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

function renderAlbum(queryClient: QueryClient) {
  const Providers = providers(queryClient);
  return renderWithProviders(
    <Providers>
      <AlbumPage albumId="al1" sharedAlbumsEnabled={false} mobileUploadUrl={undefined} />
    </Providers>,
  );
}

describe('deleting photos from the timeline', () => {
  it('takes them out of an album seen before, without waiting for its data to go stale', async () => {
    // The app's own query client: data stays fresh for 30 s unless something invalidates it.
    const queryClient = createQueryClient();
    const albumView = renderAlbum(queryClient);
    expect(await screen.findByRole('checkbox', { name: 'Select photo a.jpg' })).toBeTruthy();
    expect(screen.getByText(/^2 photos/)).toBeTruthy();
    albumView.unmount();

    // On the timeline, photo a is deleted.
    const deletion = renderHookInside(() => useDeletePhotos(), providers(queryClient));
    await act(async () => {
      await deletion.result.current.mutateAsync(['a']);
    });
    deletion.unmount();

    renderAlbum(queryClient);
    await waitFor(() => {
      expect(screen.queryByRole('checkbox', { name: 'Select photo a.jpg' })).toBeNull();
    });
    expect(screen.getByRole('checkbox', { name: 'Select photo b.jpg' })).toBeTruthy();
    expect(screen.getByText(/^1 photo\b/)).toBeTruthy();
  });
});
