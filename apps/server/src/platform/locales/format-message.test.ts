import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';

const localesDir = dirname(
  createRequire(import.meta.url).resolve('@my-account/locales/en-GB.json'),
);

/** Every text under a section of a locale file, with its path. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') {
    return [[path, value]];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, `${path}.${key}`));
  }
  return [];
}

describe('formatMessage', () => {
  it('fills placeholders and picks the plural form of the locale', () => {
    const text = '{brand} keeps it {days, plural, one {# day} other {# days}}';
    expect(formatMessage('en-GB', text, { brand: 'albelli', days: 1 })).toBe(
      'albelli keeps it 1 day',
    );
    expect(formatMessage('en-GB', text, { brand: 'albelli', days: 7 })).toBe(
      'albelli keeps it 7 days',
    );
  });

  it("writes numbers the locale's way", () => {
    const text = '{count, plural, one {# photo} other {# photos}}';
    expect(formatMessage('en-GB', text, { count: 12_500 })).toBe('12,500 photos');
    expect(formatMessage('nl-NL', text, { count: 12_500 })).toBe('12.500 photos');
  });

  it('refuses a text that is not ICU MessageFormat', () => {
    expect(() => formatMessage('en-GB', 'broken {count, plural, one {# photo}')).toThrow();
  });

  it('reads every text the server writes (sign-in pages, e-mails) in every locale file', () => {
    for (const file of readdirSync(localesDir).filter((name) =>
      /^[a-z]{2}-[A-Z]{2}\.json$/.test(name),
    )) {
      const locale = file.replace(/\.json$/, '');
      const texts = JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as unknown;
      const sections = typeof texts === 'object' && texts !== null ? texts : {};
      const serverTexts = [
        ...textsOf('identity' in sections ? sections.identity : undefined, 'identity'),
        ...textsOf('mail' in sections ? sections.mail : undefined, 'mail'),
      ];
      expect(serverTexts.length, locale).toBeGreaterThan(0);
      for (const [path, text] of serverTexts) {
        expect(() => new IntlMessageFormat(text, locale), `${locale} ${path}`).not.toThrow();
      }
    }
  });
});
