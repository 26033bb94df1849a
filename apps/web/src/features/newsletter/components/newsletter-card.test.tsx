import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@my-account/contract/errors';
import {
  MY_SUBSCRIPTION_PATH,
  type NewsletterSubscription,
  type SubscribeRequest,
} from '@my-account/contract/newsletter';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { NewsletterCard } from '@/features/newsletter/components/newsletter-card';

interceptApiRequests();

const URL = apiUrl('email-gateway', MY_SUBSCRIPTION_PATH);
const OFF: NewsletterSubscription = { status: 'unsubscribed', email: null, pendingUntil: null };
const PENDING: NewsletterSubscription = {
  status: 'pending',
  email: 'ada@example.com',
  pendingUntil: '2026-11-27T10:00:00.000Z',
};
const ON: NewsletterSubscription = {
  status: 'subscribed',
  email: 'ada@example.com',
  pendingUntil: null,
};

function errorOf(statusCode: number, code: string) {
  return HttpResponse.json<ErrorResponse>(
    { statusCode, error: 'Error', code, message: code },
    { status: statusCode },
  );
}

/** The card over a server that holds `initial` and answers changes with `answer`. */
function renderCard(
  initial: NewsletterSubscription,
  answer: (method: string) => Response = (method) =>
    HttpResponse.json(method === 'POST' ? PENDING : OFF, { status: method === 'POST' ? 202 : 200 }),
) {
  const requests: { method: string; body: SubscribeRequest | null }[] = [];
  apiServer.use(
    http.get(URL, () => HttpResponse.json(initial)),
    http.post(URL, async ({ request }) => {
      requests.push({ method: 'POST', body: (await request.json()) as SubscribeRequest });
      return answer('POST');
    }),
    http.delete(URL, () => {
      requests.push({ method: 'DELETE', body: null });
      return answer('DELETE');
    }),
  );
  renderWithRuntime(<NewsletterCard />, { vendorHost: 'albelli.nl' });
  return requests;
}

const theSwitch = () => screen.findByRole('switch', { name: 'E-mail me the albelli newsletter' });

describe('NewsletterCard', () => {
  it('subscribes in the brand of the site and then says to check the inbox', async () => {
    const user = userEvent.setup();
    const requests = renderCard(OFF);
    const toggle = await theSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Inspiration, new products and offers/)).toBeTruthy();

    await user.click(toggle);
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    // The pending note is the switch's description, so it is read with the switch.
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Check your inboxWe sent a link to ada@example.com. Open it within 72 hours to confirm your subscription.',
    );
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(requests).toEqual([{ method: 'POST', body: { channel: 'albelli.nl' } }]);
  });

  it('names the address of a subscription and unsubscribes at once with the keyboard', async () => {
    const user = userEvent.setup();
    const requests = renderCard(ON);
    const toggle = await theSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/You receive the newsletter at/).textContent).toBe(
      'You receive the newsletter at ada@example.com.',
    );
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => {
      expect((toggle as HTMLInputElement).checked).toBe(false);
    });
    expect(requests).toEqual([{ method: 'DELETE', body: null }]);
  });

  it('turns a pending subscription off, which ends its link', async () => {
    const user = userEvent.setup();
    const requests = renderCard(PENDING);
    await user.click(await theSwitch());
    await waitFor(() => {
      expect(screen.queryByText('Check your inbox')).toBeNull();
    });
    expect(requests.map((request) => request.method)).toEqual(['DELETE']);
  });

  it('says so when asked too often, and the switch stays off', async () => {
    const user = userEvent.setup();
    renderCard(OFF, () => errorOf(429, 'RATE_LIMITED'));
    const toggle = await theSwitch();
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You asked for the newsletter several times in a short time. Please try again later.',
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('says when the setting cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    apiServer.use(http.get(URL, () => (fail ? errorOf(500, 'INTERNAL') : HttpResponse.json(ON))));
    renderWithRuntime(<NewsletterCard />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your newsletter setting could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch')).toBeTruthy();
  });
});
