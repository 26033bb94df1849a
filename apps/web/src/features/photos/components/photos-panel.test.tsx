import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interceptApiRequests } from '@/testing/api-server';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import {
  libraryStateStore,
  PhotosPanel,
  type LibraryState,
} from '@/features/photos/components/photos-panel';
import { renderWithProviders } from '@/testing/render';

// Nothing is fetched (a request would fail the test): the counts are in the cache for good.
interceptApiRequests();

const EMPTY = 'Your photo library is empty';
const WELCOME_TEXT = /All the photos you have uploaded for your creations are kept here/;

/** The library's counts have arrived and say 0 photos in every month. */
function renderEmptyLibrary(state: LibraryState) {
  libraryStateStore.set(() => state);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(photoQueryKeys.timelineCounts, {
    timeline: [{ year: 2026, month: 3, count: 0 }],
  });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PhotosPanel
        albumViewEnabled
        uploadEnabled
        faqUrl="https://help.test/faq"
        onAddPhotos={vi.fn()}
        onDeleteAll={vi.fn()}
        onOpen={vi.fn()}
        queryClient={queryClient}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  libraryStateStore.set(() => 'unknown');
});

describe('PhotosPanel with an empty timeline', () => {
  it('claims no emptiness while the library is not active yet (NOT_ACTIVE or IMPORTING)', () => {
    renderEmptyLibrary('not-active');
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
    // The activation card (outside this panel) is the one banner: no welcome stacked on it.
    expect(
      screen.queryByRole('heading', { name: 'Welcome to a new way to manage your photos' }),
    ).toBeNull();
  });

  it('shows the empty state with its upload action once the library is active', () => {
    renderEmptyLibrary('active');
    expect(screen.getByRole('heading', { name: EMPTY })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeTruthy();
    expect(screen.getByText(WELCOME_TEXT, { selector: 'p' }).closest('[hidden]')).toBeNull();
  });

  it('waits, not claims emptiness, until the activation status is known', () => {
    renderEmptyLibrary('unknown');
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading your photos');

    act(() => {
      libraryStateStore.set(() => 'active');
    });
    expect(screen.getByRole('heading', { name: EMPTY })).toBeTruthy();
  });
});
