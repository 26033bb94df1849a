import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { paths } from '@/config/paths';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';
import { PhotoPreview } from '@/features/photos/components/photo-preview';
import { seededTimelineClient } from '@/features/photos/testing/seeded-timeline-client';

interceptApiRequests();

const photo = (imageId: string): Photo => testPhoto(imageId);

function seededClient(): QueryClient {
  return seededTimelineClient(3, { cursor: null, images: ['a', 'b', 'c'].map(photo) });
}

describe('PhotoPreview', () => {
  it('deletes the photo shown when the confirmation opened, even if the preview moved since', async () => {
    const deleted: string[] = [];
    apiServer.use(
      http.delete<{ id: string }>(apiUrl('photo-management', '/photos/:id'), ({ params }) => {
        deleted.push(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(
      <QueryClientProvider client={seededClient()}>
        <Routes>
          <Route path={paths.photoPreview.path} element={<PhotoPreview />} />
        </Routes>
      </QueryClientProvider>,
      { path: paths.photoPreview.getHref('a') },
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

    await waitFor(() => {
      expect(deleted).toEqual(['a']);
    });
    // Photo a left the preview's photos; b, shown when the delete went out, is still there.
    await waitFor(() => {
      expect(screen.getByText('1 of 2')).toBeTruthy();
    });
  });
});
