import { screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { OnlineProductsPage } from '@/features/widgets/components/online-products-page';
import {
  bookProduct,
  orderOf,
  serveOrders,
  testWidget,
} from '@/features/widgets/components/widget-fixtures';

interceptApiRequests();

describe('the online photo books list', () => {
  it("lists the customer's photo books with their online, shared and gallery state", async () => {
    serveOrders([
      orderOf([
        bookProduct({ productCode: 'BK-1', title: 'A year of us', thumbnailUrl: '/cover.jpg' }),
        bookProduct({ productCode: 'PR-1', articleType: 'Prints', title: 'Prints 10 x 15' }),
      ]),
      orderOf(
        [bookProduct({ productCode: 'BK-2', title: 'Summer in Cornwall' })],
        '2026-10-02T09:00:00Z',
      ),
    ]);
    apiServer.use(
      http.get(apiUrl('widgets', '/v1/widget/all'), () =>
        HttpResponse.json({
          items: [testWidget({ productCode: 'BK-1', lastSharedAt: '2026-11-22T10:00:00Z' })],
        }),
      ),
      http.get(apiUrl('widget-gallery', '/v1/galleryentries/w-1'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('channel')).toBe('photobox.co.uk');
        return HttpResponse.json({
          widgetId: 'w-1',
          channel: 'photobox.co.uk',
          categoryIds: ['family'],
          categories: ['Family'],
          createdAt: '2026-11-22T10:00:00Z',
          updatedAt: '2026-11-22T10:00:00Z',
        });
      }),
    );
    renderWithRuntime(<OnlineProductsPage bookHref={(code) => `/online-products/${code}`} />);

    const first = (await screen.findByRole('link', { name: 'A year of us' })).closest('li');
    const card = within(first as HTMLElement);
    expect(card.getByText('Ordered on 20 Nov 2026')).toBeTruthy();
    expect(await card.findByText('In the gallery')).toBeTruthy();
    expect(card.getByText('Online')).toBeTruthy();
    expect(card.getByText('Shared')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A year of us' }).getAttribute('href')).toBe(
      '/online-products/BK-1',
    );

    const second = within(
      screen.getByRole('link', { name: 'Summer in Cornwall' }).closest('li') as HTMLElement,
    );
    expect(second.getByText('Not online yet')).toBeTruthy();
    expect(screen.queryByText('Prints 10 x 15')).toBeNull();
  });

  it('says when there are no photo books: prints only, and a cancelled book', async () => {
    serveOrders([
      orderOf([bookProduct({ articleType: 'Prints', title: 'Prints' })]),
      {
        ...orderOf([bookProduct({ productCode: 'BK-9', title: 'Never made' })]),
        status: 'Cancelled',
      },
    ]);
    apiServer.use(
      http.get(apiUrl('widgets', '/v1/widget/all'), () => HttpResponse.json({ items: [] })),
    );
    renderWithRuntime(<OnlineProductsPage bookHref={(code) => code} />);
    expect(await screen.findByRole('heading', { name: 'No photo books yet' })).toBeTruthy();
    expect(screen.queryByText('Never made')).toBeNull();
  });
});
