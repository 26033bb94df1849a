import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';

const localesDir = dirname(
  createRequire(import.meta.url).resolve('@my-account/locales/en-GB.json'),
);

export interface LocalisedSection<T> {
  /** The locale the texts are really in (a page's lang attribute). */
  locale: string;
  texts: T;
}

function readSection<T>(
  section: string,
  schema: z.ZodType<T>,
  locale: string,
): LocalisedSection<T> | null {
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) {
    return null;
  }
  try {
    const file = z
      .looseObject({ [section]: schema })
      .safeParse(JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')));
    return file.success ? { locale, texts: file.data[section] as T } : null;
  } catch {
    return null;
  }
}

/**
 * A loader of one section of packages/locales/<locale>.json for texts the server writes itself
 * (sign-in pages, e-mails). A locale without a complete section falls back to en-GB as a whole,
 * so a page or an e-mail never mixes languages. Each file is read once per process.
 */
export function localeSection<T>(section: string, schema: z.ZodType<T>) {
  const cache = new Map<string, LocalisedSection<T> | null>();
  return (locale: string): LocalisedSection<T> => {
    for (const candidate of [locale, DEFAULT_LOCALE]) {
      if (!cache.has(candidate)) {
        cache.set(candidate, readSection(section, schema, candidate));
      }
      const found = cache.get(candidate);
      if (found) {
        return found;
      }
    }
    throw new Error(`packages/locales/${DEFAULT_LOCALE}.json has no complete "${section}" section`);
  };
}
