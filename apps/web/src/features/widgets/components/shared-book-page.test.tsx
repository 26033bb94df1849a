import { screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { SharedBookPage } from '@/features/widgets/components/shared-book-page';
import { stubWindowWidth } from '@/features/widgets/components/widget-fixtures';

interceptApiRequests();

beforeEach(() => {
  stubWindowWidth(390);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared book page', () => {
  it('shows the title and the pages through the share link, signed out', async () => {
    apiServer.use(
      http.get(apiUrl('widgets', '/public/t0k'), ({ request }) => {
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json({
          title: 'A year of us',
          pages: [1, 2, 3].map((number) => ({
            number,
            url: `http://app.test/api/widgets/public/t0k/pages/${String(number)}`,
          })),
        });
      }),
    );
    renderWithRuntime(<SharedBookPage token="t0k" logo={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'A year of us' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Page 1' }).getAttribute('src')).toBe(
      'http://app.test/api/widgets/public/t0k/pages/1',
    );
  });

  it('says the book is no longer shared for a revoked link', async () => {
    apiServer.use(
      http.get(apiUrl('widgets', '/public/gone'), () =>
        HttpResponse.json({ code: 'SHARED_BOOK_NOT_FOUND', message: 'no' }, { status: 404 }),
      ),
    );
    renderWithRuntime(<SharedBookPage token="gone" logo={null} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This book is no longer shared' }),
    ).toBeTruthy();
  });
});
