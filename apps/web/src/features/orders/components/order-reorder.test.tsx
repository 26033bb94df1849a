import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ReorderStatus } from '@my-account/contract/reorder';
import { notify } from '@/components/toast/notify';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { OrderReorder } from '@/features/orders/components/order-reorder';

interceptApiRequests();

function serveStatus(status: Omit<ReorderStatus, 'orderCode'>) {
  apiServer.use(
    http.get(apiUrl('reorder', '/reorder/status/:code'), ({ params }) =>
      HttpResponse.json({ orderCode: params.code, ...status }),
    ),
  );
}

describe('OrderReorder', () => {
  it("leaves for the shop's reorder page", async () => {
    serveStatus({ isAvailable: true, reason: null });
    const asked: string[] = [];
    apiServer.use(
      http.post(apiUrl('reorder', '/reorder'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('OrderCode') ?? '');
        return HttpResponse.json({ ShopUrl: 'https://www.photobox.co.uk/reorder?orderCode=PB-1' });
      }),
    );
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderWithRuntime(<OrderReorder orderCode="PB-1" navigate={navigate} />);
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('https://www.photobox.co.uk/reorder?orderCode=PB-1');
    });
    expect(asked).toEqual(['PB-1']);
  });

  it('says why an order cannot be reordered, and when reordering fails', async () => {
    serveStatus({ isAvailable: false, reason: 'notSold' });
    const { unmount } = renderWithRuntime(<OrderReorder orderCode="PB-2" />);
    expect(await screen.findByText(/no longer sold/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
    unmount();

    serveStatus({ isAvailable: true, reason: null });
    apiServer.use(
      http.post(apiUrl('reorder', '/reorder'), () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'REORDER_UNAVAILABLE', message: 'no' },
          { status: 409 },
        ),
      ),
    );
    const error = vi.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderWithRuntime(<OrderReorder orderCode="PB-3" />);
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    await vi.waitFor(() => {
      expect(error).toHaveBeenCalledWith('This order could not be reordered. Please try again.');
    });
  });
});
