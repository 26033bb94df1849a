import { describe, expect, it } from 'vitest';
import type { ThirdPartyConfig } from '@my-account/contract/third-party';
import { thirdPartyOrigins } from './third-party.ts';

const NONE: ThirdPartyConfig = { feedback: { consent: 'analytics', byLocale: {} } };

describe('thirdPartyOrigins', () => {
  it('names no origin when nothing is configured', () => {
    expect(thirdPartyOrigins(NONE)).toEqual([]);
  });

  it('names each origin of the configured scripts and services once', () => {
    const config: ThirdPartyConfig = {
      consentManager: 'https://cmp.example/loader.js?id=1',
      helpChat: { url: 'https://chat.example:8443/widget.js', consent: 'none' },
      feedback: {
        consent: 'analytics',
        byLocale: {
          'en-GB': {
            large: 'https://feedback.example/en.js',
            small: 'https://m.feedback.example/en.js',
          },
          'nl-NL': { large: 'https://feedback.example/nl.js' },
        },
      },
      personalisationUrl: 'https://cmp.example/ofrep',
    };
    expect(thirdPartyOrigins(config)).toEqual([
      'https://cmp.example',
      'https://chat.example:8443',
      'https://feedback.example',
      'https://m.feedback.example',
    ]);
  });
});
