import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { PhotoPreview } from '@/features/photos/components/photo-preview';
import { seededTimelineClient } from '@/features/photos/testing/seeded-timeline-client';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';

const mutate = vi.fn();
vi.mock('@/features/photos/api/delete-photo', () => ({
  useDeletePhoto: () => ({ mutate, isPending: false }),
}));

const photo = (imageId: string): Photo => testPhoto(imageId);

function seededClient(): QueryClient {
  return seededTimelineClient(3, { cursor: null, images: ['a', 'b', 'c'].map(photo) });
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
