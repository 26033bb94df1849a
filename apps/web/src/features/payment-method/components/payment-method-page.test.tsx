import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@my-account/contract/errors';
import type { MyPaymentMethod, PaymentMethod } from '@my-account/contract/payment-methods';
import { notify } from '@/components/toast/notify';
import { paths } from '@/config/paths';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { PaymentMethodPage } from '@/features/payment-method/components/payment-method-page';

interceptApiRequests();

const RECORDED_AT = '2026-11-20T10:00:00.000Z';
const VISA: PaymentMethod = {
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 8,
  expiryYear: 2099,
  recordedAt: RECORDED_AT,
};

/** The page over a server that keeps `stored` until a DELETE (which `removal` answers). */
function renderPage(
  stored: PaymentMethod | null,
  { readOnly = false, removal = () => new HttpResponse(null, { status: 204 }) } = {},
) {
  let current = stored;
  const deletes: string[] = [];
  apiServer.use(
    http.get(apiUrl('payment-methods', '/me'), () =>
      HttpResponse.json<MyPaymentMethod>({ paymentMethod: current }),
    ),
    http.delete(apiUrl('payment-methods', '/me'), ({ request }) => {
      deletes.push(request.url);
      const answer = removal();
      if (answer.status === 204) {
        current = null;
      }
      return answer;
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PaymentMethodPage settingsPath={paths.settings} readOnly={readOnly} />
    </QueryClientProvider>,
    { path: paths.paymentMethod },
  );
  return { deletes };
}

describe('PaymentMethodPage', () => {
  it('shows the saved card by brand, last four digits and expiry, with the way back', async () => {
    renderPage(VISA);
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText('Expires 08/2099')).toBeTruthy();
    expect(screen.getByText('Saved at checkout on 20 November 2026')).toBeTruthy();
    expect(screen.queryByText('Expired')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment method' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says when the card has expired', async () => {
    renderPage({ ...VISA, brand: 'american-express', last4: '0005', expiryYear: 2020 });
    expect(await screen.findByText('American Express ending in 0005')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Expired 08/2020')).toBeTruthy();
    expect(screen.getByText(/can no longer be used/)).toBeTruthy();
  });

  it('shows invoice for a business customer who pays by invoice', async () => {
    renderPage({ type: 'invoice', recordedAt: RECORDED_AT });
    expect(await screen.findByText('Invoice')).toBeTruthy();
    expect(screen.getByText('You pay by invoice after each order.')).toBeTruthy();
  });

  it('says when nothing is saved', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'No payment method saved' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove payment method' })).toBeNull();
  });

  it('removes the method after asking, then says so, shows none and focuses the heading', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { deletes } = renderPage(VISA);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payment method?' });
    expect(within(dialog).getByText(/Visa ending in 4242 will be removed/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove payment method' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove payment method?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No payment method saved' })).toBeTruthy();
    expect(deletes).toHaveLength(1);
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith('Your payment method has been removed.');
    });
    // Effects run after the paint: the focus moves then.
    await waitFor(() => {
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Payment method' }),
      );
    });
  });

  it('keeps the dialog open with an error when the removal fails', async () => {
    renderPage(VISA, {
      removal: () =>
        HttpResponse.json<ErrorResponse>(
          { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'x' },
          { status: 500 },
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payment method?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your payment method could not be removed. Please try again.',
    );
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
  });

  it('offers no removal to a blocked business account', async () => {
    renderPage({ type: 'invoice', recordedAt: RECORDED_AT }, { readOnly: true });
    expect(await screen.findByText('Invoice')).toBeTruthy();
    expect(screen.getByText(/Your account is blocked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove payment method' })).toBeNull();
  });
});
