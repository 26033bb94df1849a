import { allowsPurpose, type Consent, type ConsentPurpose } from '@my-account/contract/consent';
import {
  FEEDBACK_LOCALES,
  type FeedbackLocale,
  type ThirdPartyConfig,
} from '@my-account/contract/third-party';
import { paths } from '@/config/paths';

export type ThirdPartyScriptId = 'consent-manager' | 'help-chat' | 'feedback';

export interface PlannedScript {
  id: ThirdPartyScriptId;
  url: string;
  /** The consent it needs; a script whose consent is withdrawn must go (see ThirdPartyScripts). */
  purpose: ConsentPurpose;
}

export interface ThirdPartyContext {
  config: ThirdPartyConfig;
  consent: Consent;
  /** The vendor's locale: the feedback widget speaks the brand's language. */
  locale: string;
  /** Under the small breakpoint: the feedback widget has a small-screen version. */
  smallScreen: boolean;
  pathname: string;
  /** The vendor's public config may turn the help chat off. */
  helpChatEnabled: boolean;
}

/** The photo library (photo, album and preview pages) never shows the help chat: it covers photos. */
export function isHelpChatHiddenOn(pathname: string): boolean {
  return pathname === paths.photoManagement || pathname.startsWith(`${paths.photoManagement}/`);
}

const isFeedbackLocale = (locale: string): locale is FeedbackLocale =>
  FEEDBACK_LOCALES.some((known) => known === locale);

/** The feedback widget for a locale and screen size; none for other locales or sizes. */
export function feedbackWidgetUrl(
  config: ThirdPartyConfig,
  locale: string,
  smallScreen: boolean,
): string | undefined {
  const widgets = isFeedbackLocale(locale) ? config.feedback.byLocale[locale] : undefined;
  return smallScreen ? widgets?.small : widgets?.large;
}

/** Whether the help chat may show here: configured, on for the vendor, consented, not a photo page. */
export function helpChatVisible(context: ThirdPartyContext): boolean {
  const { helpChat } = context.config;
  return (
    helpChat !== undefined &&
    context.helpChatEnabled &&
    allowsPurpose(context.consent, helpChat.consent) &&
    !isHelpChatHiddenOn(context.pathname)
  );
}

/** The third-party scripts that may load now, each from its configured URL only. */
export function plannedScripts(context: ThirdPartyContext): PlannedScript[] {
  const { config, consent } = context;
  const planned: PlannedScript[] = [];
  if (config.consentManager) {
    planned.push({ id: 'consent-manager', url: config.consentManager, purpose: 'none' });
  }
  if (config.helpChat && helpChatVisible(context)) {
    planned.push({ id: 'help-chat', url: config.helpChat.url, purpose: config.helpChat.consent });
  }
  const feedbackUrl = feedbackWidgetUrl(config, context.locale, context.smallScreen);
  if (feedbackUrl && allowsPurpose(consent, config.feedback.consent)) {
    planned.push({ id: 'feedback', url: feedbackUrl, purpose: config.feedback.consent });
  }
  return planned;
}
