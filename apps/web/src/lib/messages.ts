import { z } from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES } from '@my-account/contract/vendors';
import { httpRequest } from '@/lib/http-client';
import { isHttpError } from '@/lib/http-error';
import { reportError } from '@/lib/report-error';

export type Messages = Record<string, string>;

const LocaleFileSchema = z.record(z.string(), z.unknown());

/** Nested locale JSON ({"menu": {"orders": "My orders"}}) to react-intl ids ("menu.orders"). */
export function flattenMessages(tree: unknown, prefix = ''): Messages {
  const messages: Messages = {};
  if (typeof tree !== 'object' || tree === null) {
    return messages;
  }
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      messages[id] = value;
    } else {
      Object.assign(messages, flattenMessages(value, id));
    }
  }
  return messages;
}

function fetchLocaleFile(locale: string) {
  return httpRequest({
    url: `/locales/${locale}.json`,
    schema: LocaleFileSchema,
    authenticated: false,
  });
}

export interface LoadedMessages {
  /** The locale whose texts are shown: the vendor's when the product is written in it, else en-GB. */
  locale: string;
  messages: Messages;
}

/**
 * The one locale file of the vendor's locale; every file holds every text (a unit test checks
 * them against en-GB), so nothing is overlaid. A locale the product is not written in is never
 * asked for (no 404 in the console): it gets en-GB, as does a deployment that lacks the file.
 */
export async function loadMessages(vendorLocale: string): Promise<LoadedMessages> {
  const locale = LOCALES.includes(vendorLocale) ? vendorLocale : DEFAULT_LOCALE;
  try {
    return { locale, messages: flattenMessages(await fetchLocaleFile(locale)) };
  } catch (error) {
    if (locale === DEFAULT_LOCALE) {
      throw error;
    }
    if (!isHttpError(error, 404)) {
      reportError(error, 'load locale');
    }
    return {
      locale: DEFAULT_LOCALE,
      messages: flattenMessages(await fetchLocaleFile(DEFAULT_LOCALE)),
    };
  }
}
