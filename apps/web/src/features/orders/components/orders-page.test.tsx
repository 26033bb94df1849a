import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuperOrder, SuperOrderList } from '@my-account/contract/orders';
import {
  apiServer,
  apiUrl,
  FAKE_TIMERS_WITH_API,
  interceptApiRequests,
} from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { testSuperOrder } from '@/testing/orders';
import { OrdersPage } from '@/features/orders/components/orders-page';

interceptApiRequests();

const NOW = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ ...FAKE_TIMERS_WITH_API, shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seasonal deadlines: by default all long past, so no banner. */
function serveDeadlines(daysAhead = -100) {
  apiServer.use(
    http.get(apiUrl('cut-off', '/v1/Campaign/:name'), ({ params }) =>
      HttpResponse.json({
        name: params.name,
        deadlines: [
          {
            articleGroup: 'PhotoBooks',
            orderBy: new Date(Date.now() + daysAhead * DAY_MS).toISOString(),
          },
        ],
      }),
    ),
  );
}
beforeEach(() => {
  serveDeadlines();
});

/** The server's pages of `orders`, and the offsets the page asked for. */
function serve(orders: readonly SuperOrder[]) {
  const asked: string[] = [];
  apiServer.use(
    http.get(apiUrl('orders', '/v2/superorders/me'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('Offset') ?? ''}/${url.searchParams.get('Limit') ?? ''}`);
      expect(url.searchParams.get('OrderState')).toBe('notExpired');
      const offset = Number(url.searchParams.get('Offset'));
      const limit = Number(url.searchParams.get('Limit'));
      return HttpResponse.json<SuperOrderList>({
        items: orders.slice(offset, offset + limit),
        totalCount: orders.length,
      });
    }),
  );
  return asked;
}

describe('OrdersPage', () => {
  it('loads 100 at a time until all are there, and splits in progress from history', async () => {
    const orders = Array.from({ length: 230 }, (_, index) =>
      testSuperOrder({ orderCode: `PB-${String(index)}`, createdAt: daysAgo(index) }),
    );
    const asked = serve(orders);
    renderWithRuntime(<OrdersPage />);
    // Created within 30 days: days 0 to 30.
    expect(await screen.findByRole('tab', { name: 'In progress (31)' })).toBeTruthy();
    await waitFor(
      () => {
        expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
          'In progress (31)',
          'History (199)',
        ]);
      },
      { timeout: 5000 },
    );
    expect(asked).toEqual(['0/100', '100/100', '200/100']);
  });

  it('counts an order sent more than 14 days ago as history, and shows status labels and totals', async () => {
    serve([
      testSuperOrder({ orderCode: 'PB-NEW', createdAt: daysAgo(2) }),
      testSuperOrder({
        orderCode: 'PB-SENT',
        createdAt: daysAgo(25),
        status: 'Dispatched',
        dispatchedAt: daysAgo(20),
      }),
      testSuperOrder({ orderCode: 'PB-GONE', createdAt: daysAgo(3), status: 'Cancelled' }),
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithRuntime(<OrdersPage />);
    const current = await screen.findByRole('tabpanel');
    const newest = within(current).getByRole('link', { name: /Order PB-NEW/ });
    expect(newest.getAttribute('href')).toBe('/orders/PB-NEW');
    expect(within(newest).getByText('Ordered')).toBeTruthy();
    expect(within(newest).getByText('£9.95')).toBeTruthy();
    expect(newest.textContent).toContain('1 product');
    const cancelled = within(current).getByText('Cancelled');
    expect(cancelled.getAttribute('data-tone')).toBe('red');
    expect(within(newest).getByText('Ordered').getAttribute('data-tone')).toBe('cyan');

    await user.click(screen.getByRole('tab', { name: 'History (1)' }));
    const history = screen.getByRole('tabpanel');
    expect(within(history).getByText('Sent')).toBeTruthy();
  });

  it('leads to the storefront when there are no orders', async () => {
    serve([]);
    renderWithRuntime(<OrdersPage />);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });

  it('shows the seasonal deadline while it is near', async () => {
    serveDeadlines(5);
    serve([]);
    renderWithRuntime(<OrdersPage />);
    const banner = await screen.findByText(/^Order photo books by \d+ \w+ to receive them/);
    expect(banner.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(/in time for Christmas/)).toBe(banner);
  });

  it('says when the orders could not be loaded', async () => {
    apiServer.use(
      http.get(apiUrl('orders', '/v2/superorders/me'), () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
    );
    renderWithRuntime(<OrdersPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your orders could not be shown.',
    );
  });
});
