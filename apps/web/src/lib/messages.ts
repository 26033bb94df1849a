import { z } from 'zod';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';
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
  /** The locale whose texts are shown: the vendor's when its file exists, else en-GB. */
  locale: string;
  messages: Messages;
}

/**
 * en-GB always, overlaid with the vendor's locale when that file exists, so a text missing
 * from a translation shows in English rather than as a key.
 */
export async function loadMessages(vendorLocale: string): Promise<LoadedMessages> {
  const base = flattenMessages(await fetchLocaleFile(DEFAULT_LOCALE));
  if (vendorLocale === DEFAULT_LOCALE) {
    return { locale: DEFAULT_LOCALE, messages: base };
  }
  try {
    const overlay = flattenMessages(await fetchLocaleFile(vendorLocale));
    return { locale: vendorLocale, messages: { ...base, ...overlay } };
  } catch (error) {
    if (!isHttpError(error, 404)) {
      reportError(error, 'load locale');
    }
    return { locale: DEFAULT_LOCALE, messages: base };
  }
}
