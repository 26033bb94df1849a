import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, DEFAULT_VENDOR_HOST, vendorForHost } from '@my-account/contract/vendors';

function flatten(tree: unknown, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      into.set(id, value);
    } else {
      flatten(value, id, into);
    }
  }
  return into;
}

function readLocale(locale: string): Map<string, string> {
  const file = new URL(`../../packages/locales/${locale}.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(file, 'utf8')));
}

/** The texts of one locale file, as a journey in that locale finds them on the page. */
export interface LocaleTexts {
  locale: string;
  /** A text filled in as react-intl would (`t('overview.greeting', { name: 'Demi' })`). */
  t: (id: string, values?: Record<string, string | number>) => string;
  /**
   * The translation of an en-GB text, found by its English wording (every key with that
   * wording must read the same in this locale), filled in like `t`.
   */
  fromEnglish: (english: string, values?: Record<string, string | number>) => string;
  /** Every key of the file ("photos.tabs.photos"). */
  keys: string[];
  /**
   * English texts that must not show in this locale: en-GB texts of two words or more without
   * placeholders, whose translation differs.
   */
  englishOnly: string[];
}

export function localeTexts(locale: string): LocaleTexts {
  const texts = readLocale(locale);
  const english = readLocale(DEFAULT_LOCALE);
  return {
    locale,
    t: (id, values) => {
      const text = texts.get(id);
      if (text === undefined) {
        throw new Error(`${locale} has no text ${id}`);
      }
      return String(new IntlMessageFormat(text, locale).format(values));
    },
    fromEnglish: (wording, values) => {
      const ids = [...english].filter(([, text]) => text === wording).map(([id]) => id);
      const translations = new Set(ids.map((id) => texts.get(id)));
      const [translation] = translations;
      if (translation === undefined || translations.size !== 1) {
        throw new Error(`"${wording}" is no single text of ${locale} (keys: ${ids.join(', ')})`);
      }
      return String(new IntlMessageFormat(translation, locale).format(values));
    },
    keys: [...texts.keys()],
    englishOnly:
      locale === DEFAULT_LOCALE
        ? []
        : [...english]
            .filter(
              ([id, text]) =>
                texts.get(id) !== text && !/[{}<]/.test(text) && /\p{L}+ \p{L}+/u.test(text),
            )
            .map(([, text]) => text),
  };
}

/** The texts of the brand a test's origin (`http://albelli.nl.localhost:4180`) stands for. */
export function textsOfOrigin(origin: string | undefined): LocaleTexts {
  const host = origin ? new URL(origin).host : 'localhost';
  return localeTexts(vendorForHost(host, DEFAULT_VENDOR_HOST).locale);
}
