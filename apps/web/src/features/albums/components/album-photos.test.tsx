import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Album } from '@my-account/contract/albums';
import type { PhotoPage } from '@my-account/contract/photos';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';
import { AlbumPhotos } from '@/features/albums/components/album-photos';

interceptApiRequests();

const PHOTO_IDS = ['a', 'b', 'c', 'd', 'e'];

const album: Album = {
  albumId: 'al1',
  albumName: 'Summer',
  coverPhoto: testPhoto('a'),
  photosCount: PHOTO_IDS.length,
  created: '2026-03-01T10:00:00Z',
  updated: '2026-03-01T10:00:00Z',
  isShared: false,
};

beforeEach(() => {
  apiServer.use(
    http.get(apiUrl('photo-management', '/albums/al1/photos'), () =>
      HttpResponse.json<PhotoPage>({ images: PHOTO_IDS.map((id) => testPhoto(id)), cursor: null }),
    ),
  );
});

async function renderAlbumPhotos() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <AlbumPhotos album={album} onOpen={vi.fn()} onAddPhotos={vi.fn()} />
    </QueryClientProvider>,
  );
  await screen.findByRole('checkbox', { name: 'Select photo a.jpg' });
}

function selectedIds(): string[] {
  return PHOTO_IDS.filter(
    (id) =>
      screen.getByRole<HTMLInputElement>('checkbox', { name: `Select photo ${id}.jpg` }).checked,
  );
}

function clickPhoto(id: string, shiftKey = false) {
  fireEvent.click(screen.getByRole('button', { name: `Open photo ${id}.jpg` }), { shiftKey });
}

describe('AlbumPhotos selection', () => {
  it('selects the range from the last plain click with Shift, as the timeline does', async () => {
    await renderAlbumPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Select photos' }));

    clickPhoto('b');
    clickPhoto('d', true);
    expect(selectedIds()).toEqual(['b', 'c', 'd']);
    expect(screen.getByText('3 selected')).toBeTruthy();

    // Backwards from the same anchor adds to what is selected.
    clickPhoto('a', true);
    expect(selectedIds()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('extends a range from a checkbox too, and select all takes every loaded photo', async () => {
    await renderAlbumPhotos();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select photo e.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select photo c.jpg' }), {
      shiftKey: true,
    });
    expect(selectedIds()).toEqual(['c', 'd', 'e']);

    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(selectedIds()).toEqual(PHOTO_IDS);
    // The same button, now 'Deselect all' (the toolbar below has its own).
    const toggle = screen
      .getAllByRole('button', { name: 'Deselect all' })
      .find((button) => !button.closest('[role="toolbar"]'));
    fireEvent.click(toggle as HTMLElement);
    expect(selectedIds()).toEqual([]);
  });
});

describe('AlbumPhotos removal', () => {
  it("keeps the confirmation open with the spec's message when removing fails, for another try", async () => {
    let answer = 503;
    apiServer.use(
      http.delete(apiUrl('photo-management', '/albums/al1/photos'), () =>
        answer === 204
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ code: 'DOWN', message: 'down' }, { status: answer }),
      ),
    );
    await renderAlbumPhotos();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select photo a.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select photo b.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete from album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from album' });
    const confirm = () => {
      const buttons = dialog.querySelectorAll('button');
      fireEvent.click(buttons[buttons.length - 1] as HTMLButtonElement);
    };
    confirm();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Error: Your photos could not be removed from the album',
    );
    expect(screen.getByRole('dialog', { name: 'Delete from album' })).toBeTruthy();

    answer = 204;
    confirm();
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Delete from album' })).toBeNull();
    });
  });
});
