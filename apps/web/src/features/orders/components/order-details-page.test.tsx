import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDeliveryDates } from '@my-account/contract/delivery';
import type { SuperOrder } from '@my-account/contract/orders';
import { notify } from '@/components/toast/notify';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { storedAddress } from '@/testing/customer-records';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { testProduct, testSuperOrder } from '@/testing/orders';
import { OrderDetailsPage } from '@/features/orders/components/order-details-page';

interceptApiRequests();

const waitForDialogToClose = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Change delivery address' })).toBeNull();
  });

const WORK = storedAddress({
  id: 'work',
  street: 'Deansgate',
  houseNumber: '100',
  city: 'Manchester',
  postalCode: 'M3 2GP',
});

/** The order the server keeps (a change of address stays), and the changes it was sent. */
function serve(order: SuperOrder | Response, deliveryDates?: OrderDeliveryDates) {
  const puts: unknown[] = [];
  let current = order;
  apiServer.use(
    http.get(apiUrl('orders', '/v1/superorders/:code'), () =>
      current instanceof Response ? current : HttpResponse.json(current),
    ),
    http.get(apiUrl('delivery', '/OrderDeliveryDates/:code'), () =>
      deliveryDates
        ? HttpResponse.json(deliveryDates)
        : HttpResponse.json({ statusCode: 404, error: 'Not Found' }, { status: 404 }),
    ),
    http.get(apiUrl('vouchers', '/api/v1/campaigns/offers/:code'), ({ params }) =>
      params.code === 'SUMMER20'
        ? HttpResponse.json({
            code: 'SUMMER20',
            isVoucherFound: true,
            description: '20% off photo books, summer sale',
            discount: { type: 'percentage', percentage: 20 },
            validFrom: '2026-06-01T00:00:00.000Z',
            validUntil: '2026-09-30T23:59:59.000Z',
          })
        : HttpResponse.json({ statusCode: 404, error: 'Not Found' }, { status: 404 }),
    ),
    http.get(apiUrl('reorder', '/reorder/status/:code'), ({ params }) =>
      HttpResponse.json({ orderCode: params.code, isAvailable: true, reason: null }),
    ),
  );
  return {
    puts,
    answerPut: (answer: () => SuperOrder | Response) => {
      apiServer.use(
        http.put(apiUrl('orders', '/v1/superorders/:code/deliveryAddress'), async ({ request }) => {
          puts.push(await request.json());
          const answered = answer();
          if (answered instanceof Response) {
            return answered;
          }
          current = answered;
          return HttpResponse.json(answered);
        }),
      );
    },
  };
}

const renderPage = (orderCode = 'PB-1', readOnly = false) =>
  renderWithRuntime(
    <OrderDetailsPage
      orderCode={orderCode}
      addresses={[WORK]}
      addAddressPath="/settings/new-address"
      readOnly={readOnly}
    />,
  );

/** Opens the dialog and types a new address in London with this postal code. */
async function typeNewAddress(postalCode: string) {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Change delivery address' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Change delivery address' }));
  await user.click(dialog.getByRole('radio', { name: 'A new address' }));
  await user.type(dialog.getByRole('textbox', { name: 'Street name' }), 'Baker Street');
  await user.type(dialog.getByRole('textbox', { name: 'House number or name' }), '221B');
  await user.type(dialog.getByRole('textbox', { name: 'Postal code' }), postalCode);
  await user.type(dialog.getByRole('textbox', { name: 'Town or city' }), 'London');
  return { user, dialog };
}

describe('OrderDetailsPage', () => {
  it('shows products, voucher, totals, payment, delivery, tracking link and the timeline', async () => {
    serve(
      testSuperOrder({
        status: 'Dispatched',
        canChangeDeliveryAddress: false,
        deliveryType: 'PickupPoint',
        pickupPointName: 'Post Office Marylebone',
        trackingUrl: 'https://tracking.example.com/QX1',
        total: 4233,
        products: [
          testProduct(),
          testProduct({
            id: 'product-2',
            articleType: 'Photobook',
            title: 'Classic photo book A4',
            quantity: 1,
            price: 4099,
            voucher: 'SUMMER20',
            discount: 860,
          }),
        ],
        statusHistory: [
          { status: 'Received', at: '2026-11-20T10:00:00.000Z' },
          { status: 'Confirmed', at: '2026-11-20T10:00:00.000Z' },
          { status: 'Dispatched', at: '2026-11-23T08:00:00.000Z' },
        ],
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PB-1' })).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.getByText('Classic photo book A4')).toBeTruthy();
    expect(screen.getByText('Quantity: 24')).toBeTruthy();
    expect(screen.getByText(/Voucher SUMMER20/).textContent).toContain('−£8.60');
    expect(await screen.findByText('20% off photo books, summer sale')).toBeTruthy();
    expect(screen.getByText('£42.33')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Pickup point')).toBeTruthy();
    expect(screen.getByText('Collect at Post Office Marylebone')).toBeTruthy();
    const track = screen.getByRole('link', { name: /Track your parcel/ });
    expect(track.getAttribute('href')).toBe('https://tracking.example.com/QX1');
    const timeline = within(screen.getByRole('region', { name: 'Order status' }));
    expect(timeline.getAllByRole('listitem').map((step) => step.firstChild?.textContent)).toEqual([
      'Order received',
      'Order confirmed',
      'Dispatched',
    ]);
    expect(screen.queryByRole('button', { name: 'Change delivery address' })).toBeNull();
    expect(screen.getByText(/can no longer be changed/)).toBeTruthy();
    expect(screen.queryByText(/Expected delivery/)).toBeNull();
  });

  it('shows the expected delivery window while there is one', async () => {
    serve(testSuperOrder(), {
      orderCode: 'PB-1',
      deliveryType: 'Home',
      earliestDate: '2026-11-25',
      latestDate: '2026-11-27',
    });
    renderPage();
    expect(
      await screen.findByText('Expected delivery between Wed 25 November and Fri 27 November'),
    ).toBeTruthy();
  });

  it("says 'Order not found' for a code that is not the customer's", async () => {
    serve(HttpResponse.json({ statusCode: 404 }, { status: 404 }));
    renderPage('PB-NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('says the spec’s text when the order cannot be loaded', async () => {
    serve(HttpResponse.json({ statusCode: 500 }, { status: 500 }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred loading this order, please contact us to report this issue.',
    );
  });

  it('delivers to an address of the address book before production', async () => {
    const success = vi.spyOn(notify, 'success');
    const server = serve(testSuperOrder());
    server.answerPut(() =>
      testSuperOrder({
        deliveryAddress: { ...testSuperOrder().deliveryAddress, street: 'Deansgate' },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change delivery address' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change delivery address' }));
    expect(dialog.getByRole('radio', { name: /Deansgate/ })).toHaveProperty('checked', true);
    await user.click(dialog.getByRole('button', { name: 'Deliver here' }));
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('The delivery address has been changed.');
    });
    expect(server.puts).toEqual([
      expect.objectContaining({ street: 'Deansgate', houseNumber: '100', city: 'Manchester' }),
    ]);
    expect(server.puts[0]).not.toHaveProperty('id');
    expect((await screen.findAllByText(/Deansgate/)).length).toBeGreaterThan(0);
  });

  it('delivers to a new address typed in the dialog, checked before it is sent', async () => {
    const server = serve(testSuperOrder());
    server.answerPut(() =>
      testSuperOrder({
        deliveryAddress: { ...testSuperOrder().deliveryAddress, street: 'Baker Street' },
      }),
    );
    const { user, dialog } = await typeNewAddress('not a code');
    await user.click(dialog.getByRole('button', { name: 'Deliver here' }));
    // The country's rule refuses the postal code here; nothing is sent.
    expect(await dialog.findByText('Postal Code must be valid')).toBeTruthy();
    expect(server.puts).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Postal code' }));
    await user.type(dialog.getByRole('textbox', { name: 'Postal code' }), 'NW1 6XE');
    await user.click(dialog.getByRole('button', { name: 'Deliver here' }));
    await waitForDialogToClose();
    expect(server.puts).toEqual([
      expect.objectContaining({
        street: 'Baker Street',
        houseNumber: '221B',
        postalCode: 'NW1 6XE',
      }),
    ]);
    expect((await screen.findAllByText(/Baker Street/)).length).toBeGreaterThan(0);
  });

  it('marks the fields the server refused and keeps what was typed', async () => {
    const server = serve(testSuperOrder());
    server.answerPut(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'body.postalCode: Postal Code must be valid',
          issues: [{ path: 'body.postalCode', message: 'Postal Code must be valid' }],
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await typeNewAddress('NW1 6XE');
    await user.click(dialog.getByRole('button', { name: 'Deliver here' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Please check the fields marked above.',
    );
    expect(dialog.getByText('Postal Code must be valid')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Street name' })).toHaveProperty(
      'value',
      'Baker Street',
    );
    expect(server.puts).toHaveLength(1);
  });

  it('says so when production started meanwhile (409)', async () => {
    const server = serve(testSuperOrder());
    server.answerPut(() =>
      HttpResponse.json(
        { statusCode: 409, error: 'Conflict', code: 'DELIVERY_ADDRESS_LOCKED', message: 'locked' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change delivery address' }));
    await user.click(screen.getByRole('button', { name: 'Deliver here' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is already in production, so its delivery address can no longer be changed.',
    );
  });
});
