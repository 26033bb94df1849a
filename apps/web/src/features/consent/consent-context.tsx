import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_CONSENT, consentCodeOf, type Consent } from '@my-account/contract/consent';
import { useSaveConsent } from '@/features/consent/api/save-consent';
import { readStoredConsent } from '@/features/consent/lib/consent-cookie';

/** Fired on window with the new consent, so a consent manager script hears of a new choice. */
export const CONSENT_CHANGE_EVENT = 'my-account:consent';

export interface ConsentState {
  /** What may run now: the customer's choice, or nothing optional until they choose. */
  consent: Consent;
  /** Whether the customer has made a choice (stored, or made on this page). */
  chosen: boolean;
  bannerOpen: boolean;
  choose: (consent: Consent) => void;
  /** Opens the banner again (the footer's cookie settings), to change the choice. */
  openBanner: () => void;
}

const ConsentContext = createContext<ConsentState | undefined>(undefined);

/**
 * The cookie choice of this page: read from the consent cookie once, and changed through the
 * banner. A new choice applies at once; the server stores it in the cookie meanwhile (if that
 * fails, it holds for this page and the banner asks again next time).
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<Consent | undefined>(readStoredConsent);
  const [reopened, setReopened] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { mutate: save } = useSaveConsent();

  const state = useMemo<ConsentState>(
    () => ({
      consent: choice ?? DEFAULT_CONSENT,
      chosen: choice !== undefined,
      bannerOpen: choice === undefined || reopened,
      choose: (consent) => {
        setChoice(consent);
        setReopened(false);
        save(consentCodeOf(consent));
        window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
        // Back to the control that reopened the banner, not lost on the page.
        returnFocus.current?.focus();
        returnFocus.current = null;
      },
      openBanner: () => {
        returnFocus.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setReopened(true);
      },
    }),
    [choice, reopened, save],
  );
  return <ConsentContext value={state}>{children}</ConsentContext>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) {
    throw new Error('useConsent must be used inside ConsentProvider');
  }
  return state;
}
