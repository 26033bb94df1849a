import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountDeletionRequest } from '@my-account/contract/account-deletion';
import type { AppConfig } from '@my-account/contract/app-config';
import { fallbackPublicConfig } from '@my-account/contract/public-config';
import { vendorForHost } from '@my-account/contract/vendors';
import { createQueryClient } from '@/lib/query-client';
import { RuntimeProvider } from '@/lib/runtime-context';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { DeleteAccountCard } from '@/features/account-deletion/components/delete-account-card';

interceptApiRequests();

const vendor = vendorForHost('albelli.nl');
const REQUEST_PATH = '/v2/identities/myaccount/account-1/deleteaccount';
let requests: AccountDeletionRequest[] = [];

beforeEach(() => {
  requests = [];
});

function renderCard() {
  const queryClient = createQueryClient();
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider
        value={{
          config: {} as AppConfig,
          vendor,
          publicConfig: fallbackPublicConfig(vendor.host),
          locale: 'en-GB',
        }}
      >
        {children}
      </RuntimeProvider>
    </QueryClientProvider>
  );
  renderWithProviders(
    <Providers>
      <DeleteAccountCard
        identity={{ idpType: 'myaccount', idpSub: 'account-1' }}
        email="ann@example.com"
      />
    </Providers>,
  );
}

describe('DeleteAccountCard', () => {
  it("asks first, then has the link e-mailed in the brand's name and says where it went", async () => {
    apiServer.use(
      http.post(apiUrl('identity', REQUEST_PATH), async ({ request }) => {
        requests.push((await request.json()) as AccountDeletionRequest);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain("This can't be undone.");
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe(
      "We've sent a confirmation link to ann@example.com. Open it within 24 hours to delete your account.",
    );
    expect(screen.getByRole('dialog', { name: 'Check your e-mail' })).toBeTruthy();
    expect(requests).toEqual([{ channel: 'albelli.nl' }]);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the question open with an alert when the e-mail cannot be sent', async () => {
    apiServer.use(
      http.post(apiUrl('identity', REQUEST_PATH), () =>
        HttpResponse.json(
          {
            statusCode: 404,
            error: 'Not Found',
            code: 'NOT_FOUND',
            message: 'Identity not found',
            correlationId: 'c-1',
          },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Send confirmation e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't send the e-mail. Please try again.",
    );
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send confirmation e-mail' })).toBeTruthy();
  });
});
