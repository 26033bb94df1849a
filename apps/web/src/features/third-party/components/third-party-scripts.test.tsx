import { act, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consent } from '@my-account/contract/consent';
import type { ThirdPartyConfig } from '@my-account/contract/third-party';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { ThirdPartyScripts } from '@/features/third-party/components/third-party-scripts';
import { HELP_CHAT_VISIBILITY_EVENT } from '@/features/third-party/lib/script-elements';

const THIRD_PARTY: ThirdPartyConfig = {
  consentManager: 'https://cmp.example/loader.js',
  helpChat: { url: 'https://chat.example/widget.js', consent: 'analytics' },
  feedback: {
    consent: 'analytics',
    byLocale: {
      'en-GB': { large: 'https://feedback.example/en.js', small: 'https://feedback.example/m.js' },
    },
  },
};

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[data-third-party]')) {
    script.remove();
  }
  delete document.documentElement.dataset.helpChat;
});

/** The scripts the page has, by id, with their URLs. */
const loaded = (): Record<string, string> =>
  Object.fromEntries(
    [...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map(
      (script) => [script.dataset.thirdParty ?? '', script.src],
    ),
  );

/** The customer's consent, as the test changes it. */
const consentStore = {
  value: { analytics: false, marketing: false } as Consent,
  listeners: new Set<() => void>(),
  subscribe: (listener: () => void) => {
    consentStore.listeners.add(listener);
    return () => {
      consentStore.listeners.delete(listener);
    };
  },
};

function grant(consent: Consent) {
  consentStore.value = consent;
  for (const listener of consentStore.listeners) {
    listener();
  }
}

/** The scripts under the store's consent, with links between two pages. */
function Harness({ reload }: { reload: () => void }) {
  const consent = useSyncExternalStore(consentStore.subscribe, () => consentStore.value);
  return (
    <>
      <ThirdPartyScripts consent={consent} reload={reload} />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
      <Link to="/my-photos/photos">Photos</Link>
      <Link to="/settings">Settings</Link>
    </>
  );
}

function renderScripts(
  initial: Consent,
  { path = '/', helpChatEnabled = true, thirdParty = THIRD_PARTY } = {},
) {
  const reload = vi.fn();
  consentStore.value = initial;
  renderWithRuntime(<Harness reload={reload} />, {
    path,
    config: { thirdParty },
    publicConfig: { helpChatEnabled },
  });
  return { reload };
}

const NONE = { analytics: false, marketing: false };
const ANALYTICS = { analytics: true, marketing: false };

describe('third-party scripts', () => {
  it('load nothing when none is configured', () => {
    renderScripts(ANALYTICS, { thirdParty: { feedback: { consent: 'none', byLocale: {} } } });
    expect(loaded()).toEqual({});
    expect(document.documentElement.dataset.helpChat).toBeUndefined();
  });

  it('load only the consent manager before consent, the rest once it is given', async () => {
    renderScripts(NONE);
    expect(loaded()).toEqual({ 'consent-manager': 'https://cmp.example/loader.js' });
    await act(() => {
      grant(ANALYTICS);
    });
    expect(loaded()).toEqual({
      'consent-manager': 'https://cmp.example/loader.js',
      'help-chat': 'https://chat.example/widget.js',
      feedback: 'https://feedback.example/en.js',
    });
    expect(document.head.querySelectorAll('script[data-third-party]')).toHaveLength(3);
  });

  it('keep the help chat off photo pages, and hide a loaded one there', async () => {
    const user = userEvent.setup();
    const events: boolean[] = [];
    const listener = (event: Event) => {
      events.push((event as CustomEvent<{ visible: boolean }>).detail.visible);
    };
    window.addEventListener(HELP_CHAT_VISIBILITY_EVENT, listener);
    try {
      renderScripts(ANALYTICS, { path: '/my-photos/albums/a1' });
      expect(Object.keys(loaded())).not.toContain('help-chat');
      expect(document.documentElement.dataset.helpChat).toBe('hidden');

      await user.click(screen.getByRole('link', { name: 'Settings' }));
      expect(loaded()['help-chat']).toBe('https://chat.example/widget.js');
      expect(document.documentElement.dataset.helpChat).toBe('shown');

      await user.click(screen.getByRole('link', { name: 'Photos' }));
      expect(document.documentElement.dataset.helpChat).toBe('hidden');
      expect(events).toEqual([false, true, false]);
    } finally {
      window.removeEventListener(HELP_CHAT_VISIBILITY_EVENT, listener);
    }
  });

  it('never load the help chat where the vendor turns it off', () => {
    renderScripts(ANALYTICS, { helpChatEnabled: false });
    expect(Object.keys(loaded())).toEqual(['consent-manager', 'feedback']);
  });

  it('start the page afresh when a consent a loaded script needs is withdrawn', async () => {
    const { reload } = renderScripts(ANALYTICS);
    await act(() => {
      grant({ analytics: true, marketing: true });
    });
    expect(reload).not.toHaveBeenCalled();
    await act(() => {
      grant(NONE);
    });
    expect(reload).toHaveBeenCalledOnce();
  });
});
