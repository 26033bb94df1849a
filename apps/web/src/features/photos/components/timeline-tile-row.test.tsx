import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Photo, PhotoPage } from '@my-account/contract/photos';
import { TimelineTileRow } from '@/features/photos/components/timeline-tile-row';
import { displayedTileCount } from '@/features/photos/lib/timeline-layout';
import { removePhotosFromCache } from '@/features/photos/state/photo-cache';
import { seededTimelineClient } from '@/features/photos/testing/seeded-timeline-client';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';

interceptApiRequests();

const photo = (imageId: string): Photo => testPhoto(imageId);

/** March 2026 holds 30 photos; its first page (24, with a cursor to the rest) is loaded. */
function seededClient(): QueryClient {
  return seededTimelineClient(30, {
    cursor: 'page-2',
    images: Array.from({ length: 24 }, (_, i) => photo(`p${i}`)),
  });
}

function tileRow(client: QueryClient, count: number, from = 18, tabStopIndex?: number) {
  return (
    <QueryClientProvider client={client}>
      <TimelineTileRow
        year={2026}
        month={3}
        count={count}
        from={from}
        to={Math.min(from + 6, displayedTileCount(count, 1))}
        displayed={displayedTileCount(count, 1)}
        columns={6}
        gap={8}
        tileSize={100}
        thumbnailSize="300"
        onOpen={vi.fn()}
        onToggle={vi.fn()}
        tabStopIndex={tabStopIndex}
      />
    </QueryClientProvider>
  );
}

describe('TimelineTileRow', () => {
  it("keeps '+N' on the last loaded photo after a loaded photo of a longer month is deleted", () => {
    const client = seededClient();
    const { container, rerender } = renderWithProviders(tileRow(client, 30));
    expect(
      screen.getAllByRole('button', { name: 'Show 6 more photos of March 2026' }),
    ).toHaveLength(1);

    removePhotosFromCache(client, ['p3']);
    rerender(tileRow(client, 29));

    // 23 photos loaded of 29: the other 6 stay one click away, and no tile shimmers forever.
    const more = screen.getAllByRole('button', { name: 'Show 6 more photos of March 2026' });
    expect(more).toHaveLength(1);
    const row = container.firstElementChild;
    expect(row?.children).toHaveLength(6);
    // No cell waits for a photo that is not coming.
    expect(row?.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    expect(more[0]?.closest('div')?.querySelector('input')?.getAttribute('aria-label')).toContain(
      'p23',
    );
  });

  it('fetches the next page when every loaded photo of a longer month was deleted', async () => {
    const cursors: (string | null)[] = [];
    apiServer.use(
      http.get(apiUrl('photo-management', '/photos/timeline/2026/3'), ({ request }) => {
        cursors.push(new URL(request.url).searchParams.get('cursor'));
        return HttpResponse.json<PhotoPage>({ cursor: null, images: ['q1', 'q2'].map(photo) });
      }),
    );
    const client = seededClient();
    removePhotosFromCache(
      client,
      Array.from({ length: 24 }, (_, i) => `p${i}`),
    );
    renderWithProviders(tileRow(client, 6, 0));

    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'Select photo q2.jpg' })).toBeTruthy();
    });
    expect(cursors).toEqual(['page-2']);
  });

  it('is a row of grid cells with one tab stop: the tile controls stay out of the tab order', () => {
    const client = seededClient();
    const { container } = renderWithProviders(tileRow(client, 30, 6, 8));
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(6);
    expect(cells.map((cell) => cell.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1]);
    expect(cells[2]?.getAttribute('data-grid-cell')).toBe('2026-3:8');
    expect(cells[2]?.getAttribute('aria-selected')).toBe('false');
    const controls = container.querySelectorAll('button, input');
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      expect((control as HTMLElement).tabIndex).toBe(-1);
    }
    expect(screen.getByRole('checkbox', { name: 'Select photo p8.jpg' })).toBeTruthy();
  });
});
