import { describe, expect, it } from 'vitest';
import {
  CONSENT_CODES,
  DEFAULT_CONSENT,
  allowsPurpose,
  consentCodeOf,
  parseConsentCode,
} from './consent.ts';

describe('consent codes', () => {
  it('read the first character as analytics and the second as marketing', () => {
    expect(parseConsentCode('00')).toEqual({ analytics: false, marketing: false });
    expect(parseConsentCode('01')).toEqual({ analytics: false, marketing: true });
    expect(parseConsentCode('10')).toEqual({ analytics: true, marketing: false });
    expect(parseConsentCode('11')).toEqual({ analytics: true, marketing: true });
  });

  it('refuse anything but 00, 01, 10 and 11', () => {
    for (const value of ['', '0', '1', '000', '110', '02', '20', '1 ', ' 1', 'ab', 'true', 11, 0]) {
      expect(parseConsentCode(value), JSON.stringify(value)).toBeUndefined();
    }
    expect(parseConsentCode(undefined)).toBeUndefined();
    expect(parseConsentCode(null)).toBeUndefined();
  });

  it('write back the code they were read from', () => {
    for (const code of CONSENT_CODES) {
      const consent = parseConsentCode(code);
      expect(consent && consentCodeOf(consent)).toBe(code);
    }
  });

  it('default to no analytics and no marketing', () => {
    expect(DEFAULT_CONSENT).toEqual({ analytics: false, marketing: false });
  });

  it('let a script load only for the purpose it needs', () => {
    const analyticsOnly = { analytics: true, marketing: false };
    expect(allowsPurpose(DEFAULT_CONSENT, 'none')).toBe(true);
    expect(allowsPurpose(DEFAULT_CONSENT, 'analytics')).toBe(false);
    expect(allowsPurpose(analyticsOnly, 'analytics')).toBe(true);
    expect(allowsPurpose(analyticsOnly, 'marketing')).toBe(false);
  });
});
