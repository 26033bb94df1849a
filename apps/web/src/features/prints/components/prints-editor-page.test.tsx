import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { NewPrintsOrder } from '@my-account/contract/prints';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import {
  CHANNEL,
  HOME,
  LIST,
  renderStep,
  serve,
} from '@/features/prints/components/prints-step-fixtures';

interceptApiRequests();

const summary = () => screen.getByRole('region', { name: 'Your order' });

describe('PrintsEditorPage', () => {
  it('orders the handed-over photos with the chosen size, finish, quantities and address', async () => {
    serve();
    const posted: NewPrintsOrder[] = [];
    apiServer.use(
      http.post(apiUrl('prints', '/v1/orders'), async ({ request }) => {
        posted.push((await request.json()) as NewPrintsOrder);
        return HttpResponse.json({ orderCode: 'PR-1234-5678' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const onPlaced = renderStep({ channel: CHANNEL, tempSelectionId: 'sel-1' });

    expect(await screen.findByRole('region', { name: '2 photos to print' })).toBeTruthy();
    // 2 prints at £0.25 and shipping.
    expect(within(summary()).getByText('£2.49')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Print size'), '13x18');
    await user.click(screen.getByRole('radio', { name: 'Matte' }));
    await user.click(screen.getByRole('radio', { name: 'White border' }));
    await user.click(await screen.findByRole('button', { name: 'More prints of a.jpg' }));
    await user.click(screen.getByRole('button', { name: 'More prints of a.jpg' }));
    const b = await screen.findByRole('spinbutton', { name: 'Prints of b.jpg' });
    await user.clear(b);
    await user.type(b, '4');
    await user.click(screen.getByRole('radio', { name: /Deansgate/ }));
    // 3 + 4 prints at £0.45 and shipping.
    expect(within(summary()).getByText('£5.14')).toBeTruthy();
    expect(within(summary()).getByText('7')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => {
      expect(onPlaced).toHaveBeenCalledWith('PR-1234-5678');
    });
    expect(posted).toEqual([
      {
        channel: CHANNEL,
        printSize: '13x18',
        finish: 'matte',
        border: 'white',
        deliveryAddressId: 'work',
        photos: [
          { photoId: 'a', quantity: 3 },
          { photoId: 'b', quantity: 4 },
        ],
      },
    ]);
  });

  it('explains a missing payment method with a link to it', async () => {
    serve();
    apiServer.use(
      http.post(apiUrl('prints', '/v1/orders'), () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'PAYMENT_METHOD_REQUIRED',
            message: 'none',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const onPlaced = renderStep({ channel: CHANNEL, tempSelectionId: 'sel-1' });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is no payment method to pay with.');
    expect(
      within(alert).getByRole('link', { name: 'See your payment method' }).getAttribute('href'),
    ).toBe('/settings/payment-method');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('offers to add an address when the address book is empty, and cannot order yet', async () => {
    serve({ addresses: [] });
    renderStep({ channel: CHANNEL, tempSelectionId: 'sel-1' });
    expect(await screen.findByText(/Your address book is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe(
      '/settings/new-address',
    );
    expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(true);
  });

  it("prefills a reorder with the order's photos, quantities and options", async () => {
    serve({
      reorder: {
        orderCode: 'PR-1111-2222',
        printSize: '13x18',
        finish: 'matte',
        border: 'white',
        photos: [
          { photoId: 'x', quantity: 3 },
          { photoId: 'y', quantity: 1 },
        ],
      },
    });
    renderStep({ reorder: 'PR-1111-2222' });
    expect(await screen.findByText(/ordering the prints of order PR-1111-2222 again/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: '2 photos to print' })).toBeTruthy();
    const x = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Prints of x.jpg' });
    expect(x.value).toBe('3');
    expect(screen.getByLabelText<HTMLSelectElement>('Print size').value).toBe('13x18');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Matte' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'White border' }).checked).toBe(
      true,
    );
  });

  it('says when nothing was handed over, or the selection is gone', async () => {
    renderStep({});
    expect(screen.getByText(/No photos were handed over/)).toBeTruthy();

    apiServer.use(
      http.get(apiUrl('photo-management', '/temp-selections/:id'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'gone' },
          { status: 404 },
        ),
      ),
      http.get(apiUrl('prints', '/v1/price-list'), () => HttpResponse.json(LIST)),
      http.get(apiUrl('customer', '/customers/me/addresses'), () =>
        HttpResponse.json({ addresses: [HOME] }),
      ),
    );
    renderStep({ channel: CHANNEL, tempSelectionId: 'gone' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This selection has expired or does not exist',
    );
  });
});
