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
 * banner. The banner closes at once; the new choice applies once the server has stored it in
 * the cookie (so a page started afresh on a withdrawal reads the new one), or, if that fails,
 * for this page only (the banner asks again next time).
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<Consent | undefined>(readStoredConsent);
  const [saving, setSaving] = useState(false);
  const [reopened, setReopened] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { mutate: save } = useSaveConsent();

  const state = useMemo<ConsentState>(
    () => ({
      consent: choice ?? DEFAULT_CONSENT,
      chosen: choice !== undefined || saving,
      bannerOpen: (choice === undefined && !saving) || reopened,
      choose: (consent) => {
        setSaving(true);
        setReopened(false);
        save(consentCodeOf(consent), {
          onSettled: () => {
            setChoice(consent);
            setSaving(false);
            window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
          },
        });
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
    [choice, saving, reopened, save],
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
