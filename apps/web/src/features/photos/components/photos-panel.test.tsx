import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/preact';
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
  // Unmounted first: a panel still mounted would render the banner for 'unknown' and mark it
  // seen again after the storage is cleared.
  cleanup();
  libraryStateStore.set(() => 'unknown');
  window.localStorage.clear();
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

  it('folds the welcome banner to one line once it was seen, and Show more opens it', async () => {
    const first = renderEmptyLibrary('active');
    expect(screen.getByText(WELCOME_TEXT, { selector: 'p' }).closest('[hidden]')).toBeNull();
    first.unmount();

    renderEmptyLibrary('active');
    expect(screen.getByText(WELCOME_TEXT, { selector: 'p' }).closest('[hidden]')).not.toBeNull();
    await act(() => {
      screen.getByRole('button', { name: 'Show more' }).click();
    });
    expect(screen.getByText(WELCOME_TEXT, { selector: 'p' }).closest('[hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('waits, not claims emptiness, until the activation status is known', async () => {
    renderEmptyLibrary('unknown');
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading your photos');

    await act(() => {
      libraryStateStore.set(() => 'active');
    });
    expect(screen.getByRole('heading', { name: EMPTY })).toBeTruthy();
  });
});
