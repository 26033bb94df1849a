import { z } from 'zod/mini';
import { ConsentPurposeSchema } from './consent.ts';

/** The spec's feedback locales: the feedback widget exists in these only. */
export const FEEDBACK_LOCALES = [
  'en-GB',
  'nl-NL',
  'es-ES',
  'fr-FR',
  'nl-BE',
  'de-AT',
  'it-IT',
  'da-DK',
  'pt-PT',
  'nb-NO',
  'sv-SE',
] as const;
export type FeedbackLocale = (typeof FEEDBACK_LOCALES)[number];

/** Scripts come over http(s) only: a data: or javascript: URL has no origin a CSP could name. */
export const ScriptUrlSchema = z.url({ protocol: /^https?$/ });

/** An optional script of another company, and the consent it needs before it may load. */
export const ThirdPartyScriptSchema = z.object({
  url: ScriptUrlSchema,
  consent: ConsentPurposeSchema,
});
export type ThirdPartyScript = z.infer<typeof ThirdPartyScriptSchema>;

/** One locale's feedback widget: one for screens under the small breakpoint, one for the rest. */
export const FeedbackWidgetUrlsSchema = z.object({
  large: z.optional(ScriptUrlSchema),
  small: z.optional(ScriptUrlSchema),
});

/**
 * The optional services of other companies in `/config.json` (decision 0205). Scripts load
 * only from the URLs given here, which are also all the CSP lets in; none is configured by
 * default.
 */
export const ThirdPartyConfigSchema = z.object({
  /** Keeps the consent record in step with the brand's other sites; needs no consent itself. */
  consentManager: z.optional(ScriptUrlSchema),
  helpChat: z.optional(ThirdPartyScriptSchema),
  feedback: z.object({
    consent: ConsentPurposeSchema,
    byLocale: z.partialRecord(z.enum(FEEDBACK_LOCALES), FeedbackWidgetUrlsSchema),
  }),
  /**
   * The personalisation service that answers test variants (an OpenFeature remote evaluation
   * endpoint, decision 0207); asked only with analytics consent. None: every test shows control.
   */
  personalisationUrl: z.optional(ScriptUrlSchema),
});
export type ThirdPartyConfig = z.infer<typeof ThirdPartyConfigSchema>;
