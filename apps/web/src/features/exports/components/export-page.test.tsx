import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Backup } from '@my-account/contract/backups';
import type { ErrorResponse } from '@my-account/contract/errors';
import { paths } from '@/config/paths';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { ExportPage } from '@/features/exports/components/export-page';

interceptApiRequests();

/** The server's answer to GET /backups/b1. */
function renderPage(answer: () => Response) {
  apiServer.use(http.get(apiUrl('photo-management', '/backups/b1'), answer));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={paths.exportDownload.path} element={<ExportPage backupId="b1" />} />
        <Route path={paths.photos} element={<p>The photos page</p>} />
      </Routes>
    </QueryClientProvider>,
    { path: paths.exportDownload.getHref('b1') },
  );
}

describe('ExportPage', () => {
  it('shows the ready banner and each chunk with its size', async () => {
    renderPage(() =>
      HttpResponse.json<Backup>({
        id: 'b1',
        status: 'READY',
        chunks: [
          { iteration: 1, size: 1536 },
          { iteration: 2, size: 3 * 1024 ** 3 },
        ],
        created: '2026-11-21T10:00:00.000Z',
        updated: '2026-11-21T10:05:00.000Z',
      }),
    );
    expect(await screen.findByText('Your export is ready.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Export photos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My photos' }).getAttribute('href')).toBe(
      '/my-photos/photos',
    );
    expect(screen.getByText('1.50 KB')).toBeTruthy();
    expect(screen.getByText('3.00 GB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download part 2' })).toBeTruthy();
  });

  it('says the link has expired on a 404', async () => {
    renderPage(() =>
      HttpResponse.json<ErrorResponse>(
        {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Backup not found',
          correlationId: 'c-1',
        },
        { status: 404 },
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your download link has expired' }),
    ).toBeTruthy();
    expect(screen.getByText('Download links expire after 7 days.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a new export' })).toBeTruthy();
  });

  it('shows the export error for FAILED', async () => {
    renderPage(() => HttpResponse.json<Backup>({ id: 'b1', status: 'FAILED' }));
    expect(await screen.findByRole('heading', { name: 'Export error' })).toBeTruthy();
    expect(screen.getByText(/you can keep using it/)).toBeTruthy();
  });

  it('sends an export still being made to the photos page', async () => {
    renderPage(() => HttpResponse.json<Backup>({ id: 'b1', status: 'IN_PROGRESS' }));
    expect(await screen.findByText('The photos page')).toBeTruthy();
  });
});
