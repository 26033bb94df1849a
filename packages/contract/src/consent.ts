import { z } from 'zod/mini';

/**
 * The customer's cookie choice as the spec codes it: two characters, the first for analytics,
 * the second for marketing ('1' agrees). Nothing else is a choice.
 */
export const CONSENT_CODES = ['00', '01', '10', '11'] as const;
export const ConsentCodeSchema = z.enum(CONSENT_CODES);
export type ConsentCode = z.infer<typeof ConsentCodeSchema>;

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/** Until the customer chooses, nothing optional is allowed. */
export const DEFAULT_CONSENT: Consent = { analytics: false, marketing: false };

/** What a third-party script needs before it may load: nothing, or one of the two purposes. */
export const CONSENT_PURPOSES = ['none', 'analytics', 'marketing'] as const;
export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof ConsentPurposeSchema>;

/**
 * The first-party cookie holding the code (decision 0204): the server writes it, the app reads
 * it, and the brand's storefront on the same domain can read it too.
 */
export const CONSENT_COOKIE = 'cookie_consent';
/**
 * The id of the cookie banner's text in the HTML the server sends while no choice is stored:
 * it paints with the page, before the app has loaded, which removes it as its own banner opens.
 */
export const BOOT_CONSENT_BANNER_ID = 'boot-consent';
/** Six months: long enough not to nag, short enough that a choice is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** The consent a code stands for. */
export function consentOfCode(code: ConsentCode): Consent {
  return { analytics: code[0] === '1', marketing: code[1] === '1' };
}

/** The consent a stored value stands for; anything but the four codes is no choice. */
export function parseConsentCode(value: unknown): Consent | undefined {
  const code = ConsentCodeSchema.safeParse(value);
  return code.success ? consentOfCode(code.data) : undefined;
}

export function consentCodeOf(consent: Consent): ConsentCode {
  return `${consent.analytics ? '1' : '0'}${consent.marketing ? '1' : '0'}`;
}

/** Whether a script needing `purpose` may load under `consent`. */
export function allowsPurpose(consent: Consent, purpose: ConsentPurpose): boolean {
  return purpose === 'none' || consent[purpose];
}

/** `PUT /consent/choice`: the customer's choice, as its code. */
export const ConsentChoiceSchema = z.object({ code: ConsentCodeSchema });
export type ConsentChoice = z.infer<typeof ConsentChoiceSchema>;

/** The stored choice, spelled out. */
export const StoredConsentSchema = z.object({
  code: ConsentCodeSchema,
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type StoredConsent = z.infer<typeof StoredConsentSchema>;
