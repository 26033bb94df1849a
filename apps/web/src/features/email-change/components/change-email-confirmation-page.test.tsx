import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@my-account/contract/errors';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { ChangeEmailConfirmationPage } from '@/features/email-change/components/change-email-confirmation-page';

interceptApiRequests();

const CONFIRM_PATH = '/v2/identities/myaccount/account-1/emailchanges/:token/actions/confirm';

/** The page at `path`, the server answering the confirmation with `answer`. */
function renderPage(path: string, answer: () => Response) {
  const tokens: string[] = [];
  apiServer.use(
    http.post(apiUrl('identity', CONFIRM_PATH), ({ params }) => {
      tokens.push(String(params.token));
      return answer();
    }),
  );
  const onConfirmed = vi.fn();
  const onFailed = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ChangeEmailConfirmationPage
        identity={{ idpType: 'myaccount', idpSub: 'account-1' }}
        onConfirmed={onConfirmed}
        onFailed={onFailed}
      />
    </QueryClientProvider>,
    { path },
  );
  return { tokens, onConfirmed, onFailed };
}

describe('ChangeEmailConfirmationPage', () => {
  it("confirms the link's token once, then lets the app sign out", async () => {
    const page = renderPage('/change-email-confirmation?confirmation-token=tok-123', () =>
      HttpResponse.json({ email: 'ada@new.example' }),
    );
    await waitFor(() => {
      expect(page.onConfirmed).toHaveBeenCalledOnce();
    });
    expect(page.tokens).toEqual(['tok-123']);
    expect(page.onFailed).not.toHaveBeenCalled();
  });

  it('fails on a refused token (used, expired, another account)', async () => {
    const page = renderPage('/change-email-confirmation?confirmation-token=old', () =>
      HttpResponse.json<ErrorResponse>(
        { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'gone' },
        { status: 404 },
      ),
    );
    await waitFor(() => {
      expect(page.onFailed).toHaveBeenCalledOnce();
    });
    expect(page.onConfirmed).not.toHaveBeenCalled();
  });

  it('fails without asking the server when the link has no token', () => {
    const page = renderPage('/change-email-confirmation', () => HttpResponse.json({}));
    expect(page.onFailed).toHaveBeenCalledOnce();
    expect(page.tokens).toEqual([]);
  });
});
