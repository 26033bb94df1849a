import type { ThirdPartyConfig } from '@my-account/contract/third-party';
import type { AppSettings } from './env.ts';

/** The third-party scripts and services of `/config.json`, and so of the CSP, from settings. */
export function thirdPartyConfigOf(settings: AppSettings): ThirdPartyConfig {
  return {
    ...(settings.CONSENT_MANAGER_SCRIPT_URL
      ? { consentManager: settings.CONSENT_MANAGER_SCRIPT_URL }
      : {}),
    ...(settings.HELP_CHAT_SCRIPT_URL
      ? { helpChat: { url: settings.HELP_CHAT_SCRIPT_URL, consent: settings.HELP_CHAT_CONSENT } }
      : {}),
    feedback: { consent: settings.FEEDBACK_CONSENT, byLocale: settings.FEEDBACK_SCRIPT_URLS },
    ...(settings.PERSONALISATION_URL ? { personalisationUrl: settings.PERSONALISATION_URL } : {}),
  };
}

/** Every origin the configured scripts and services come from: what the CSP lets in. */
export function thirdPartyOrigins(config: ThirdPartyConfig): string[] {
  const urls = [
    config.consentManager,
    config.helpChat?.url,
    ...Object.values(config.feedback.byLocale).flatMap((widget) => [widget.large, widget.small]),
    config.personalisationUrl,
  ];
  return [...new Set(urls.filter((url) => url !== undefined).map((url) => new URL(url).origin))];
}
