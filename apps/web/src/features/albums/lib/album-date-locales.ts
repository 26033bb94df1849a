import type { Locale } from 'date-fns';
import { da } from 'date-fns/locale/da';
import { deAT } from 'date-fns/locale/de-AT';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { nb } from 'date-fns/locale/nb';
import { nl } from 'date-fns/locale/nl';
import { nlBE } from 'date-fns/locale/nl-BE';
import { pt } from 'date-fns/locale/pt';
import { sv } from 'date-fns/locale/sv';

/**
 * date-fns's month abbreviations for the brands' locales. Intl's 'short' month is not the spec's
 * three-letter MMM in every locale (en-GB prints "Sept"), so album dates use date-fns's patterns.
 */
const DATE_LOCALES: Readonly<Record<string, Locale>> = {
  'da-DK': da,
  'de-AT': deAT,
  'en-GB': enGB,
  'es-ES': es,
  'fr-FR': fr,
  'it-IT': it,
  'nb-NO': nb,
  'nl-BE': nlBE,
  'nl-NL': nl,
  'pt-PT': pt,
  'sv-SE': sv,
};

export function dateLocaleFor(locale: string): Locale {
  return DATE_LOCALES[locale] ?? enGB;
}
