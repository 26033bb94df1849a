import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  consentOfCode,
  type ConsentChoice,
  type ConsentCode,
} from '@my-account/contract/consent';
import { RequestBodyError } from '@/lib/http-error';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { saveConsent } from '@/features/consent/api/save-consent';
import { ConsentBanner } from '@/features/consent/components/consent-banner';
import { ConsentProvider, useConsent } from '@/features/consent/consent-context';

interceptApiRequests();
afterEach(() => {
  Cookies.remove(CONSENT_COOKIE);
});

/** The server's answer, recording each code it was sent; it writes the cookie as the real one. */
function answerChoices(): ConsentCode[] {
  const codes: ConsentCode[] = [];
  apiServer.use(
    http.put(apiUrl('consent', '/choice'), async ({ request }) => {
      const { code } = (await request.json()) as ConsentChoice;
      codes.push(code);
      Cookies.set(CONSENT_COOKIE, code);
      return HttpResponse.json({ code, ...consentOfCode(code) });
    }),
  );
  return codes;
}

/** What the page below sees, and the footer's way back into the choice. */
function ConsentProbe() {
  const { consent, chosen, openBanner } = useConsent();
  return (
    <>
      <p>{`analytics ${String(consent.analytics)}, marketing ${String(consent.marketing)}, chosen ${String(chosen)}`}</p>
      <button type="button" onClick={openBanner}>
        Cookie settings
      </button>
    </>
  );
}

function renderBanner() {
  return renderWithRuntime(
    <ConsentProvider>
      <ConsentProbe />
      <ConsentBanner />
    </ConsentProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Your cookie choices' });

describe('the consent banner', () => {
  it('asks while no choice is stored, allowing nothing optional meanwhile', () => {
    renderBanner();
    expect(banner()).toBeTruthy();
    expect(screen.getByText('analytics false, marketing false, chosen false')).toBeTruthy();
  });

  it('asks again when the stored code is not one of 00, 01, 10 and 11', () => {
    for (const value of ['12', '1', '111', 'yes', '']) {
      Cookies.set(CONSENT_COOKIE, value);
      const { unmount } = renderBanner();
      expect(banner(), value).toBeTruthy();
      expect(screen.getByText(/chosen false/)).toBeTruthy();
      unmount();
    }
  });

  it('stays away when a choice is stored, and applies it', () => {
    Cookies.set(CONSENT_COOKIE, '01');
    renderBanner();
    expect(banner()).toBeNull();
    expect(screen.getByText('analytics false, marketing true, chosen true')).toBeTruthy();
  });

  it('stores "Accept all" as 11 and "Necessary only" as 00', async () => {
    const codes = answerChoices();
    const user = userEvent.setup();
    const { unmount } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(await screen.findByText('analytics true, marketing true, chosen true')).toBeTruthy();
    unmount();
    Cookies.remove(CONSENT_COOKIE);

    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(await screen.findByText('analytics false, marketing false, chosen true')).toBeTruthy();
    await waitFor(() => {
      expect(codes).toEqual(['11', '00']);
    });
  });

  it('lets the customer choose each purpose, and change it later from the cookie settings', async () => {
    const codes = answerChoices();
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    const analytics = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Analytics cookies' });
    const marketing = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Marketing cookies' });
    expect([analytics, marketing].map((box) => box.checked)).toEqual([false, false]);
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('analytics true, marketing false, chosen true')).toBeTruthy();

    // Reopened: the two choices as stored, the focus on the banner, then back where it was.
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Your cookie choices' }),
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Analytics cookies' }).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Analytics cookies' }));
    await user.click(screen.getByRole('checkbox', { name: 'Marketing cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(await screen.findByText('analytics false, marketing true, chosen true')).toBeTruthy();
    await waitFor(() => {
      expect(codes).toEqual(['10', '01']);
    });
  });

  it('applies the choice for this page when the server cannot store it, and asks next time', async () => {
    apiServer.use(
      http.put(apiUrl('consent', '/choice'), () =>
        HttpResponse.json({ statusCode: 503 }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByText('analytics true, marketing true, chosen true')).toBeTruthy();
    expect(banner()).toBeNull();
    unmount();
    renderBanner();
    expect(banner()).toBeTruthy();
  });

  it('never sends a code other than 00, 01, 10 or 11', async () => {
    const codes = answerChoices();
    for (const code of ['12', '1', '111', 'ab']) {
      await expect(saveConsent(code as ConsentCode)).rejects.toBeInstanceOf(RequestBodyError);
    }
    expect(codes).toEqual([]);
  });
});
