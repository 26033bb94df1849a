import { describe, expect, it } from 'vitest';
import type { ThirdPartyConfig } from '@my-account/contract/third-party';
import {
  feedbackWidgetUrl,
  helpChatVisible,
  isHelpChatHiddenOn,
  plannedScripts,
  type ThirdPartyContext,
} from '@/features/third-party/lib/third-party-plan';

const CONFIG: ThirdPartyConfig = {
  consentManager: 'https://cmp.example/loader.js',
  helpChat: { url: 'https://chat.example/widget.js', consent: 'analytics' },
  feedback: {
    consent: 'marketing',
    byLocale: {
      'en-GB': {
        large: 'https://feedback.example/en.js',
        small: 'https://feedback.example/en-m.js',
      },
      'nl-NL': { large: 'https://feedback.example/nl.js' },
    },
  },
};

const ALL = { analytics: true, marketing: true };
const NONE = { analytics: false, marketing: false };

function context(overrides: Partial<ThirdPartyContext> = {}): ThirdPartyContext {
  return {
    config: CONFIG,
    consent: ALL,
    locale: 'en-GB',
    smallScreen: false,
    pathname: '/',
    helpChatEnabled: true,
    ...overrides,
  };
}

const ids = (c: ThirdPartyContext) => plannedScripts(c).map((script) => script.id);

describe('the third-party plan', () => {
  it('loads nothing when nothing is configured', () => {
    expect(
      plannedScripts(context({ config: { feedback: { consent: 'none', byLocale: {} } } })),
    ).toEqual([]);
  });

  it('loads the consent manager without consent, and the rest only with the consent each needs', () => {
    expect(plannedScripts(context({ consent: NONE }))).toEqual([
      { id: 'consent-manager', url: 'https://cmp.example/loader.js', purpose: 'none' },
    ]);
    expect(ids(context({ consent: { analytics: true, marketing: false } }))).toEqual([
      'consent-manager',
      'help-chat',
    ]);
    expect(ids(context({ consent: { analytics: false, marketing: true } }))).toEqual([
      'consent-manager',
      'feedback',
    ]);
    expect(ids(context())).toEqual(['consent-manager', 'help-chat', 'feedback']);
  });

  it('hides the help chat on photo, album and preview pages and when the vendor turns it off', () => {
    for (const pathname of [
      '/my-photos',
      '/my-photos/photos',
      '/my-photos/photos/preview/p1',
      '/my-photos/albums/a1',
      '/my-photos/albums/a1/preview/p1',
      '/my-photos/shared-albums/s1/preview/p1',
    ]) {
      expect(isHelpChatHiddenOn(pathname), pathname).toBe(true);
      expect(helpChatVisible(context({ pathname })), pathname).toBe(false);
      expect(ids(context({ pathname })), pathname).not.toContain('help-chat');
    }
    for (const pathname of ['/', '/settings', '/downloads', '/my-photoshop']) {
      expect(helpChatVisible(context({ pathname })), pathname).toBe(true);
    }
    expect(helpChatVisible(context({ helpChatEnabled: false }))).toBe(false);
    expect(ids(context({ helpChatEnabled: false }))).not.toContain('help-chat');
  });

  it('chooses the feedback widget by locale and screen size', () => {
    expect(feedbackWidgetUrl(CONFIG, 'en-GB', false)).toBe('https://feedback.example/en.js');
    expect(feedbackWidgetUrl(CONFIG, 'en-GB', true)).toBe('https://feedback.example/en-m.js');
    expect(feedbackWidgetUrl(CONFIG, 'nl-NL', false)).toBe('https://feedback.example/nl.js');
    // No small-screen widget for nl-NL, none configured for fr-FR, and en-US is no feedback locale.
    expect(feedbackWidgetUrl(CONFIG, 'nl-NL', true)).toBeUndefined();
    expect(feedbackWidgetUrl(CONFIG, 'fr-FR', false)).toBeUndefined();
    expect(feedbackWidgetUrl(CONFIG, 'en-US', false)).toBeUndefined();
    const small = plannedScripts(context({ smallScreen: true })).find((s) => s.id === 'feedback');
    expect(small).toEqual({
      id: 'feedback',
      url: 'https://feedback.example/en-m.js',
      purpose: 'marketing',
    });
  });
});
