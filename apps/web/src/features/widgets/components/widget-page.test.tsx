import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeShareValue } from '@my-account/contract/widgets';
import { setHttpAuthHandlers } from '@/lib/http-client';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { WidgetPage } from '@/features/widgets/components/widget-page';
import {
  bookProduct,
  orderOf,
  serveOrders,
  stubWindowWidth,
  testWidget,
} from '@/features/widgets/components/widget-fixtures';

interceptApiRequests();

const onUnauthorized = vi.fn();
const refreshAccessToken = vi.fn(() => Promise.resolve(true));

beforeEach(() => {
  stubWindowWidth(1280);
  setHttpAuthHandlers({ refreshAccessToken, onUnauthorized });
  serveOrders([orderOf([bookProduct({ productCode: 'BK-1', title: 'A year of us' })])]);
  apiServer.use(
    http.get(apiUrl('widgets', '/v1/widget/BK-1/pages/:page'), () =>
      HttpResponse.arrayBuffer(new Uint8Array([255, 216, 255]).buffer, {
        headers: { 'Content-Type': 'image/jpeg' },
      }),
    ),
    http.get(apiUrl('widget-gallery', '/v1/categories'), () =>
      HttpResponse.json({ items: [{ id: 'family', name: 'Family' }] }),
    ),
    http.get(apiUrl('widget-gallery', '/v1/galleryentries/w-1'), () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'none' }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  setHttpAuthHandlers(undefined);
  vi.unstubAllGlobals();
  onUnauthorized.mockReset();
  refreshAccessToken.mockClear();
});

function renderPage(onDeleted = vi.fn()) {
  renderWithRuntime(
    <WidgetPage
      productCode="BK-1"
      listPath="/online-products"
      customerName="Demi Demo"
      onDeleted={onDeleted}
    />,
  );
  return { onDeleted };
}

function serveWidget() {
  apiServer.use(
    http.get(apiUrl('widgets', '/v1/widget/BK-1'), () => HttpResponse.json(testWidget())),
  );
}

describe('the online photo book page', () => {
  it('offers "Put online" for the 401 "no widget" without signing out, then shows the book', async () => {
    let online = false;
    apiServer.use(
      http.get(apiUrl('widgets', '/v1/widget/BK-1'), () =>
        online
          ? HttpResponse.json(testWidget())
          : HttpResponse.json({ code: 'WIDGET_NONE', message: 'none' }, { status: 401 }),
      ),
      http.post(apiUrl('widgets', '/v1/widget/BK-1'), () => {
        online = true;
        return HttpResponse.json(testWidget(), { status: 201 });
      }),
      http.get(apiUrl('widgets', '/v1/widget/all'), () => HttpResponse.json({ items: [] })),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This photo book is not online yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'A year of us' })).toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(refreshAccessToken).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Put online' }));
    expect(await screen.findByText('Pages 1-2 of 5')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'Page 1' }).getAttribute('src')).toMatch(
        /^data:image\/jpeg;base64,/,
      );
    });
  });

  it('shares by e-mail with base64 values in the brand of the page, and says so', async () => {
    serveWidget();
    let query: URLSearchParams | undefined;
    apiServer.use(
      http.put(apiUrl('widgets', '/v1/widget/BK-1/share'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(
          { widgetId: 'w-1', recipientEmail: 'gran@example.com', sharedAt: '2026-11-24T10:00:00Z' },
          { status: 202 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText("Enter the recipient's e-mail address")).toBeTruthy();
    expect(query).toBeUndefined();

    await user.type(screen.getByLabelText("Recipient's e-mail address"), 'gran@example.com');
    await user.type(screen.getByLabelText(/Personal message/), 'Look, Grän!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The photo book was shared with gran@example.com.'),
    ).toBeTruthy();
    expect(query?.get('vendorId')).toBe('photobox.co.uk');
    expect(decodeShareValue(query?.get('fromName') ?? '')).toBe('Demi Demo');
    expect(decodeShareValue(query?.get('toEmailAddress') ?? '')).toBe('gran@example.com');
    expect(decodeShareValue(query?.get('personalMessage') ?? '')).toBe('Look, Grän!');
  });

  it('shows the hourly limit when the server refuses with 429', async () => {
    serveWidget();
    apiServer.use(
      http.put(apiUrl('widgets', '/v1/widget/BK-1/share'), () =>
        HttpResponse.json({ code: 'RATE_LIMITED', message: 'slow down' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText("Recipient's e-mail address"), 'gran@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have shared photo books often in the last hour',
    );
  });

  it('deletes the online book after a confirmation and leads on', async () => {
    serveWidget();
    let deleted = false;
    apiServer.use(
      http.delete(apiUrl('widgets', '/v1/widget/BK-1'), () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(apiUrl('widgets', '/v1/widget/all'), () => HttpResponse.json({ items: [] })),
    );
    const user = userEvent.setup();
    const { onDeleted } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this online photo book?' });
    expect(deleted).toBe(false);
    await user.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Delete',
      ) as HTMLElement,
    );
    await waitFor(() => {
      expect(onDeleted).toHaveBeenCalledOnce();
    });
    expect(deleted).toBe(true);
  });
});
