import { describe, expect, it } from 'vitest';
import { ThirdPartyConfigSchema, type ThirdPartyConfig } from './third-party.ts';

const NONE: ThirdPartyConfig = { feedback: { consent: 'analytics', byLocale: {} } };

describe('third-party configuration', () => {
  it('takes http(s) script URLs only, and feedback for the spec’s locales only', () => {
    for (const consentManager of [
      'javascript:alert(1)',
      'data:text/javascript,1',
      'ftp://x.example/a.js',
    ]) {
      expect(ThirdPartyConfigSchema.safeParse({ ...NONE, consentManager }).success).toBe(false);
    }
    const unknownLocale = {
      consent: 'analytics',
      byLocale: { 'en-US': { large: 'https://f.example/a.js' } },
    };
    expect(ThirdPartyConfigSchema.safeParse({ ...NONE, feedback: unknownLocale }).success).toBe(
      false,
    );
  });
});
