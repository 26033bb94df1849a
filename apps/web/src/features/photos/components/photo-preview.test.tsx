import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { PhotoPreview } from '@/features/photos/components/photo-preview';
import type { MonthPages } from '@/features/photos/state/photo-cache';
import { timelineStore } from '@/features/photos/state/timeline-store';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';

const mutate = vi.fn();
vi.mock('@/features/photos/api/delete-photo', () => ({
  useDeletePhoto: () => ({ mutate, isPending: false }),
}));

const photo = (imageId: string): Photo => testPhoto(imageId);

function seededClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const { sortKey, sortOrder } = timelineStore.get().sort;
  client.setQueryData(photoQueryKeys.timelineCounts, {
    timeline: [{ year: 2026, month: 3, count: 3 }],
  });
  client.setQueryData<MonthPages>(photoQueryKeys.timelineMonth(2026, 3, sortKey, sortOrder), {
    pages: [{ cursor: null, images: ['a', 'b', 'c'].map(photo) }],
    pageParams: [undefined],
  });
  return client;
}

describe('PhotoPreview', () => {
  it('deletes the photo shown when the confirmation opened, even if the preview moved since', () => {
    renderWithProviders(
      <QueryClientProvider client={seededClient()}>
        <Routes>
          <Route path="/my-photos/photos/preview/:photoId" element={<PhotoPreview />} />
        </Routes>
      </QueryClientProvider>,
      { path: '/my-photos/photos/preview/a' },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo', hidden: true }));
    // The preview moves on while the confirmation is open.
    fireEvent.click(screen.getByRole('button', { name: 'Next photo', hidden: true }));
    expect(screen.getByText('2 of 3')).toBeTruthy();
    const confirmation = screen
      .getAllByRole('dialog', { hidden: true })
      .find((dialog) => within(dialog).queryByText('Delete photo', { selector: 'h2' }));
    expect(confirmation).toBeDefined();
    fireEvent.click(
      within(confirmation as HTMLElement).getByRole('button', { name: 'Delete', hidden: true }),
    );

    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toBe('a');
  });
});
