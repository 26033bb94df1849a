import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@my-account/contract/vendors';
import { BASE_LOCALE, compareLocaleFile, textsLeftInEnglish } from './compare-locales.ts';

const localesDir = join(import.meta.dirname, '..');
const readLocale = (locale: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8'));
const localeFiles = readdirSync(localesDir)
  .filter((name) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(name))
  .map((name) => name.replace(/\.json$/, ''));
const translations = localeFiles.filter((locale) => locale !== BASE_LOCALE);
/** Per locale, the keys whose text is rightly the same as in English (brand words, "OK"). */
const sameAsEnglish = JSON.parse(
  readFileSync(join(localesDir, 'same-as-english.json'), 'utf8'),
) as Record<string, string[]>;

describe('locale files', () => {
  it('has a complete file for the locale of every brand host, and no other', () => {
    expect([...localeFiles].sort()).toEqual([...LOCALES].sort());
  });

  it.each(translations)(
    '%s has every key of en-GB and no other, in the same ICU form',
    (locale) => {
      expect(compareLocaleFile(readLocale(BASE_LOCALE), readLocale(locale), locale)).toEqual([]);
    },
  );

  it.each(translations)('%s leaves no English text but the ones listed as the same', (locale) => {
    const left = textsLeftInEnglish(readLocale(BASE_LOCALE), readLocale(locale));
    expect(left.filter((key) => !(sameAsEnglish[locale] ?? []).includes(key))).toEqual([]);
  });
});

describe('compareLocaleFile', () => {
  const base = {
    photos: {
      count: '{count, plural, one {# photo} other {# photos}}',
      shared: 'Shared by <b>{owner}</b>',
    },
  };

  it('accepts a translation with its own word order and plural forms', () => {
    const french = {
      photos: {
        count: '{count, plural, one {# photo} many {# de photos} other {# photos}}',
        shared: '<b>{owner}</b> a partagé',
      },
    };
    expect(compareLocaleFile(base, french, 'fr-FR')).toEqual([]);
  });

  it('names missing and extra keys, lost placeholders and foreign plural forms', () => {
    const broken = {
      photos: { count: '{count, plural, one {# foto} few {# fota} other {fotos}}', extra: 'x' },
    };
    expect(compareLocaleFile(base, broken, 'nl-NL')).toEqual([
      'photos.count: plural {count} has a branch "few", not a plural form of nl-NL',
      'photos.shared: missing',
      'photos.extra: not in en-GB',
    ]);
  });

  it('finds a placeholder renamed inside a tag and text that is not ICU', () => {
    const broken = {
      photos: { count: '{count, plural, other {# fotos}', shared: '<b>{eigenaar}</b>' },
    };
    const problems = compareLocaleFile(base, broken, 'nl-NL');
    expect(problems[0]).toMatch(/^photos\.count: is not valid ICU MessageFormat/);
    expect(problems[1]).toMatch(/^photos\.shared: placeholders or structure differ/);
  });
});
