import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@my-account/contract/errors';
import { writeAuthCookies } from '@/lib/auth-cookies';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { fakeAccessToken } from '@/testing/fake-jwt';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { NewsletterUnsubscribePage } from '@/features/newsletter/components/newsletter-unsubscribe-page';
import { SubscriptionConfirmationPage } from '@/features/newsletter/components/subscription-confirmation-page';
import {
  SubscriptionErrorPage,
  SubscriptionSuccessPage,
} from '@/features/newsletter/components/subscription-result-pages';

interceptApiRequests();

const LINKS = { storefront: 'https://shop.example/', customerCare: 'https://shop.example/help' };
const notFound = () =>
  HttpResponse.json<ErrorResponse>(
    { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Subscription not found' },
    { status: 404 },
  );

interface Call {
  email: string;
  token: string;
  authorization: string | null;
}

/** The server's answer to the confirmation (or unsubscribe) call, and what it was sent. */
function answer(action: 'confirm' | 'unsubscribe', respond: () => Response): Call[] {
  const calls: Call[] = [];
  apiServer.use(
    http.post(
      apiUrl('email-gateway', `/api/v1/Profiles/:email/subscription/${action}/:token`),
      ({ params, request }) => {
        calls.push({
          email: String(params.email),
          token: String(params.token),
          authorization: request.headers.get('authorization'),
        });
        return respond();
      },
    ),
  );
  return calls;
}

function renderConfirmation(path: string) {
  const onConfirmed = vi.fn();
  const onFailed = vi.fn();
  renderWithRuntime(
    <SubscriptionConfirmationPage onConfirmed={onConfirmed} onFailed={onFailed} />,
    { path },
  );
  return { onConfirmed, onFailed };
}

describe('the double opt-in confirmation page', () => {
  it("confirms the link's token and address once, without the signed-in customer's token", async () => {
    // Signed in as anyone (or no one): the link's token is the permission.
    writeAuthCookies({ accessToken: fakeAccessToken() });
    const calls = answer('confirm', () => new HttpResponse(null, { status: 204 }));
    const page = renderConfirmation(
      '/subscription-confirmation?confirmation-token=tok-1&email=ada%2Bnews%40example.com',
    );
    await waitFor(() => {
      expect(page.onConfirmed).toHaveBeenCalledOnce();
    });
    expect(calls).toEqual([{ email: 'ada+news@example.com', token: 'tok-1', authorization: null }]);
    expect(page.onFailed).not.toHaveBeenCalled();
  });

  it('fails on a refused link (forged, used, expired)', async () => {
    answer('confirm', notFound);
    const page = renderConfirmation(
      '/subscription-confirmation?confirmation-token=x&email=a%40b.c',
    );
    await waitFor(() => {
      expect(page.onFailed).toHaveBeenCalledOnce();
    });
    expect(page.onConfirmed).not.toHaveBeenCalled();
  });

  it('fails without asking the server when the link lacks its token or address', () => {
    const calls = answer('confirm', () => new HttpResponse(null, { status: 204 }));
    expect(
      renderConfirmation('/subscription-confirmation?email=a%40b.c').onFailed,
    ).toHaveBeenCalled();
    expect(
      renderConfirmation('/subscription-confirmation?confirmation-token=t').onFailed,
    ).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('the double opt-in result pages', () => {
  it("success: the spec's words and Continue to the storefront", () => {
    renderWithRuntime(<SubscriptionSuccessPage logo={null} homePath="/" />, {
      publicConfig: { links: LINKS },
    });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Success! Your e-mail address has been successfully subscribed!',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      LINKS.storefront,
    );
    expect(document.title).toBe('Subscribed | Photobox');
  });

  it('success without a storefront continues to the account', () => {
    renderWithRuntime(<SubscriptionSuccessPage logo={null} homePath="/" />);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it("error: 'Your subscription failed', try again (settings) and customer care", () => {
    renderWithRuntime(<SubscriptionErrorPage logo={null} tryAgainPath="/settings" />, {
      publicConfig: { links: LINKS },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your subscription failed' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Contact customer care' }).getAttribute('href')).toBe(
      LINKS.customerCare,
    );
  });
});

describe('the unsubscribe page', () => {
  const PATH = '/newsletter-unsubscribe?email=ada%40example.com&token=sig-1';
  const renderPage = (path = PATH) =>
    renderWithRuntime(<NewsletterUnsubscribePage logo={null} settingsPath="/settings" />, {
      path,
    });

  it('asks first, then unsubscribes with the link and says so', async () => {
    const user = userEvent.setup();
    const calls = answer('unsubscribe', () => new HttpResponse(null, { status: 204 }));
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' }),
    ).toBeTruthy();
    expect(screen.getByText(/We will stop sending/).textContent).toBe(
      'We will stop sending the Photobox newsletter to ada@example.com.',
    );
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
    ).toBeTruthy();
    expect(calls).toEqual([{ email: 'ada@example.com', token: 'sig-1', authorization: null }]);
    expect(screen.getByRole('link', { name: 'Go to your settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('says when the link does not work', async () => {
    const user = userEvent.setup();
    answer('unsubscribe', notFound);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t unsubscribe you' }),
    ).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    const user = userEvent.setup();
    answer('unsubscribe', () => HttpResponse.json({}, { status: 503 }));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says at once that a link without its token does not work', () => {
    renderPage('/newsletter-unsubscribe?email=ada%40example.com');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We couldn’t unsubscribe you' }),
    ).toBeTruthy();
  });
});
