import { use } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'date-fns';

/**
 * date-fns's month abbreviations for the brands' locales. Intl's 'short' month is not the spec's
 * three-letter MMM in every locale (en-GB prints "Sept"), so album dates use date-fns's patterns.
 * A customer only ever sees one locale: each is its own chunk, loaded with the first album date.
 */
const DATE_LOCALES: Readonly<Record<string, () => Promise<Locale>>> = {
  'da-DK': async () => (await import('date-fns/locale/da')).da,
  'de-AT': async () => (await import('date-fns/locale/de-AT')).deAT,
  'en-GB': async () => (await import('date-fns/locale/en-GB')).enGB,
  'es-ES': async () => (await import('date-fns/locale/es')).es,
  'fr-FR': async () => (await import('date-fns/locale/fr')).fr,
  'it-IT': async () => (await import('date-fns/locale/it')).it,
  'nb-NO': async () => (await import('date-fns/locale/nb')).nb,
  'nl-BE': async () => (await import('date-fns/locale/nl-BE')).nlBE,
  'nl-NL': async () => (await import('date-fns/locale/nl')).nl,
  'pt-PT': async () => (await import('date-fns/locale/pt')).pt,
  'sv-SE': async () => (await import('date-fns/locale/sv')).sv,
};
const FALLBACK_LOCALE = 'en-GB';

const loading = new Map<string, Promise<Locale>>();
const loaded = new Map<string, Locale>();

function knownLocale(locale: string): string {
  return locale in DATE_LOCALES ? locale : FALLBACK_LOCALE;
}

/** The date-fns locale for an app locale (en-GB's for one it does not know), loaded once. */
export function loadDateLocale(locale: string): Promise<Locale> {
  const key = knownLocale(locale);
  const pending = loading.get(key);
  if (pending) {
    return pending;
  }
  const load = DATE_LOCALES[key] ?? DATE_LOCALES[FALLBACK_LOCALE];
  if (!load) {
    throw new Error(`No date locale for ${key}`);
  }
  const promise = load().then(
    (dateLocale) => {
      loaded.set(key, dateLocale);
      return dateLocale;
    },
    (error: unknown) => {
      // A failed chunk is asked for again next time rather than failing for good.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/**
 * Starts loading the locale where album dates are about to show, beside the album data rather
 * than after it. A failure is left to the component that needs the locale (it shows the error).
 */
export function preloadDateLocale(locale: string): void {
  loadDateLocale(locale).catch(() => undefined);
}

/** The customer's date locale; suspends (once) while it loads. */
export function useDateLocale(): Locale {
  const { locale } = useIntl();
  return loaded.get(knownLocale(locale)) ?? use(loadDateLocale(locale));
}
