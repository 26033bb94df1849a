import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { DeleteAccountConfirmation } from '@/features/account-deletion/components/delete-account-confirmation';

interceptApiRequests();

const CONFIRM_PATH = '/v2/identities/myaccount/account-1/deleteaccount/token-1/actions/confirm';

function renderConfirmation(token: string | undefined) {
  const onDeleted = vi.fn();
  const onFailed = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteAccountConfirmation
        identity={{ idpType: 'myaccount', idpSub: 'account-1' }}
        token={token}
        onDeleted={onDeleted}
        onFailed={onFailed}
      />
    </QueryClientProvider>,
  );
  return { onDeleted, onFailed };
}

describe('DeleteAccountConfirmation', () => {
  it('confirms once with the token, showing progress, and tells the app the account is gone', async () => {
    let confirmations = 0;
    apiServer.use(
      http.post(apiUrl('identity', CONFIRM_PATH), () => {
        confirmations++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { onDeleted, onFailed } = renderConfirmation('token-1');
    expect(screen.getByText('Deleting your account…')).toBeTruthy();
    await waitFor(() => {
      expect(onDeleted).toHaveBeenCalledOnce();
    });
    expect(confirmations).toBe(1);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('fails for a token the server refuses', async () => {
    apiServer.use(
      http.post(apiUrl('identity', CONFIRM_PATH), () =>
        HttpResponse.json(
          {
            statusCode: 404,
            error: 'Not Found',
            code: 'NOT_FOUND',
            message: 'Account deletion request not found',
            correlationId: 'c-1',
          },
          { status: 404 },
        ),
      ),
    );
    const { onDeleted, onFailed } = renderConfirmation('token-1');
    await waitFor(() => {
      expect(onFailed).toHaveBeenCalledOnce();
    });
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('fails at once, asking nothing, when the link has no token', () => {
    const { onDeleted, onFailed } = renderConfirmation(undefined);
    expect(onFailed).toHaveBeenCalledOnce();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
