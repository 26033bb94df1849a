import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyPaymentMethod } from '@my-account/contract/payment-methods';
import { paths } from '@/config/paths';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { PaymentMethodSettingsCard } from '@/features/payment-method/components/payment-method-settings-card';

interceptApiRequests();

function renderCard(answer: MyPaymentMethod, to: string) {
  apiServer.use(http.get(apiUrl('payment-methods', '/me'), () => HttpResponse.json(answer)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PaymentMethodSettingsCard to={to} />
    </QueryClientProvider>,
  );
}

describe('PaymentMethodSettingsCard', () => {
  it('sums up the saved card and leads to its page', async () => {
    renderCard(
      {
        paymentMethod: {
          type: 'card',
          brand: 'mastercard',
          last4: '4444',
          expiryMonth: 1,
          expiryYear: 2099,
          recordedAt: '2026-11-20T10:00:00.000Z',
        },
      },
      paths.paymentMethod,
    );
    const card = screen.getByRole('region', { name: 'Payment method' });
    expect(await within(card).findByText('Mastercard ending in 4444')).toBeTruthy();
    expect(within(card).getByText('Expires 01/2099')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Manage payment method' }).getAttribute('href'),
    ).toBe('/settings/payment-method');
  });

  it('says when nothing is saved, and leads business customers to their variant', async () => {
    renderCard({ paymentMethod: null }, paths.paymentMethodB2b);
    expect(await screen.findByText('No payment method saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage payment method' }).getAttribute('href')).toBe(
      '/settings/b2b/payment-method',
    );
  });
});
