import { z } from 'zod';
import { vendorForHost } from '@my-account/contract/vendors';
import { formatMessage, type MessageValues } from '../locales/format-message.ts';
import { localeSection } from '../locales/locale-section.ts';

/**
 * The text of an error that people read (an upload's refusal shows in the upload list): a key of
 * the locale files' `serverErrors` section, and its values for the locale it is written in.
 */
export interface PeopleText {
  id: string;
  values?: (locale: string) => MessageValues;
}

const serverErrorTexts = localeSection('serverErrors', z.record(z.string(), z.string()));

/** The text in the locale of the brand asked (en-GB when the locale has none), ICU-formatted. */
export function peopleMessage(text: PeopleText, locale: string): string | undefined {
  const { locale: textLocale, texts } = serverErrorTexts(locale);
  const message = texts[text.id];
  return message === undefined
    ? undefined
    : formatMessage(textLocale, message, text.values?.(textLocale));
}

/**
 * The locale of the brand a request comes from: the page's origin when the browser names it (an
 * API on another host), else the host asked.
 */
export function localeOfRequest(
  headers: { origin?: string | null; host: string },
  defaultVendorHost: string,
): string {
  return vendorForHost(URL.parse(headers.origin ?? '')?.host ?? headers.host, defaultVendorHost)
    .locale;
}
