import { allowsPurpose, ConsentPurposeSchema, type Consent } from '@my-account/contract/consent';
import type { PlannedScript } from '@/features/third-party/lib/third-party-plan';

const ATTRIBUTE = 'data-third-party';

/** Fired on window when the help chat must show or hide (the chat's loader listens). */
export const HELP_CHAT_VISIBILITY_EVENT = 'my-account:help-chat';

/**
 * Adds the script once per page: a second call for the same id does nothing, so a widget
 * never loads twice (the feedback widget keeps the version it started with). The CSP lets in
 * only the configured origins, so a URL from anywhere else would not run either.
 */
export function loadScript(script: PlannedScript): void {
  if (document.head.querySelector(`script[${ATTRIBUTE}="${script.id}"]`)) {
    return;
  }
  const element = document.createElement('script');
  element.src = script.url;
  element.async = true;
  element.setAttribute(ATTRIBUTE, script.id);
  element.dataset.consent = script.purpose;
  document.head.append(element);
}

/** Whether a script already on the page needs a consent the customer no longer gives. */
export function hasWithdrawnScript(consent: Consent): boolean {
  return [...document.head.querySelectorAll<HTMLScriptElement>(`script[${ATTRIBUTE}]`)].some(
    (element) => {
      const purpose = ConsentPurposeSchema.safeParse(element.dataset.consent);
      return !purpose.success || !allowsPurpose(consent, purpose.data);
    },
  );
}

/**
 * Tells a loaded help chat to show or hide: `data-help-chat` on <html> (for its styles) and an
 * event with `{ visible }` (for its code), as the chat decides how it appears (decision 0205).
 */
export function setHelpChatVisibility(visible: boolean): void {
  const state = visible ? 'shown' : 'hidden';
  if (document.documentElement.dataset.helpChat === state) {
    return;
  }
  document.documentElement.dataset.helpChat = state;
  window.dispatchEvent(new CustomEvent(HELP_CHAT_VISIBILITY_EVENT, { detail: { visible } }));
}
