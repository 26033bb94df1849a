import Cookies from 'js-cookie';
import { CONSENT_COOKIE, parseConsentCode, type Consent } from '@my-account/contract/consent';

/**
 * The customer's stored cookie choice, or undefined when there is none: no cookie, or a value
 * that is not one of the four codes (which counts as no choice, so the banner asks again).
 */
export function readStoredConsent(): Consent | undefined {
  return parseConsentCode(Cookies.get(CONSENT_COOKIE));
}
