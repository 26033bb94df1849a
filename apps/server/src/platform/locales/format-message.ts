import { IntlMessageFormat } from 'intl-messageformat';

/** What a server text's placeholders are filled with: names, counts, formatted sizes. */
export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A text of the locale files in ICU MessageFormat, filled for the locale: `{brand}`, and plurals
 * such as `{days, plural, one {# day} other {# days}}`, exactly as the app's react-intl reads
 * the same files. Each text is parsed once per locale.
 */
export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    compiled.set(key, format);
  }
  const formatted = format.format<string>(values);
  return Array.isArray(formatted) ? formatted.join('') : formatted;
}
