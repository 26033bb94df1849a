import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@my-account/contract/app-config';
import type { ErrorResponse } from '@my-account/contract/errors';
import { fallbackPublicConfig } from '@my-account/contract/public-config';
import { vendorForHost } from '@my-account/contract/vendors';
import { RuntimeProvider } from '@/lib/runtime-context';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { ChangeEmailPage } from '@/features/email-change/components/change-email-page';

interceptApiRequests();

const vendor = vendorForHost('albelli.nl');
const REQUEST_PATH = '/v2/identities/myaccount/account-1/emailchanges';

function errorOf(statusCode: number, code: string): Response {
  return HttpResponse.json<ErrorResponse>(
    { statusCode, error: 'Refused', code, message: code },
    { status: statusCode },
  );
}

/** The page, with the server answering the request with `answer`; returns the bodies sent. */
function renderPage(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('identity', REQUEST_PATH), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider
        value={{
          config: {} as AppConfig,
          vendor,
          publicConfig: fallbackPublicConfig(vendor.host),
          locale: 'en-GB',
        }}
      >
        <ChangeEmailPage
          identity={{ idpType: 'myaccount', idpSub: 'account-1' }}
          currentEmail="ada@example.com"
          settingsPath="/settings"
        />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
  return sent;
}

async function submit(email: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('New e-mail address');
  await user.clear(field);
  if (email) {
    await user.type(field, email);
  }
  await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  return field;
}

describe('ChangeEmailPage', () => {
  it("sends the new address in the vendor's channel and says where the link went", async () => {
    const sent = renderPage(() =>
      HttpResponse.json(
        { email: 'ada@new.example', expiresAt: '2030-01-02T09:00:00.000Z' },
        { status: 202 },
      ),
    );
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    await submit(' Ada@New.example ');
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    // Effects run after the paint: the focus moves then.
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(sent).toEqual([{ email: 'Ada@New.example', channel: 'albelli.nl' }]);
    expect(screen.getByText('ada@new.example')).toBeTruthy();
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('shows an address in use as the field error, tied to the field', async () => {
    renderPage(() => errorOf(409, 'EMAIL_IN_USE'));
    const field = await submit('taken@example.com');
    const message = 'This e-mail address is already in use. Choose another one.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(message);
  });

  it('says so after too many requests', async () => {
    renderPage(() => errorOf(429, 'RATE_LIMITED'));
    await submit('later@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You asked to change your e-mail address several times in a short time.',
    );
  });

  it("says 'Failed to change email.' when the request fails otherwise", async () => {
    renderPage(() => errorOf(500, 'INTERNAL_ERROR'));
    await submit('someone@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to change email.');
  });

  it('checks the address before sending: empty, malformed, or the current one', async () => {
    const sent = renderPage(() => errorOf(500, 'UNEXPECTED'));
    await submit('');
    expect(await screen.findByText('Enter your new e-mail address')).toBeTruthy();
    await submit('not-an-address');
    expect(await screen.findByText('Enter an e-mail address like name@example.com')).toBeTruthy();
    await submit('ADA@example.com');
    expect(await screen.findByText('This is already your e-mail address')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
