import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';

const localesDir = dirname(
  createRequire(import.meta.url).resolve('@my-account/locales/en-GB.json'),
);

/** The `identity` section of packages/locales/<locale>.json: every text of the sign-in pages. */
const IdentityTextsSchema = z.object({
  common: z.object({
    errorSummaryTitle: z.string(),
    /** The reassurance under the sign-in and registration forms. */
    secureNote: z.string(),
  }),
  signIn: z.object({
    pageTitle: z.string(),
    title: z.string(),
    intro: z.string(),
    email: z.string(),
    password: z.string(),
    submit: z.string(),
    wrongCredentials: z.string(),
    noAccount: z.string(),
    registerLink: z.string(),
  }),
  register: z.object({
    pageTitle: z.string(),
    title: z.string(),
    intro: z.string(),
    businessIntro: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    passwordHint: z.string(),
    submit: z.string(),
    haveAccount: z.string(),
    signInLink: z.string(),
    errors: z.object({
      firstNameRequired: z.string(),
      firstNameTooLong: z.string(),
      lastNameRequired: z.string(),
      lastNameTooLong: z.string(),
      emailInvalid: z.string(),
      emailTaken: z.string(),
      passwordTooShort: z.string(),
      passwordTooLong: z.string(),
    }),
  }),
  signOut: z.object({
    pageTitle: z.string(),
    title: z.string(),
    intro: z.string(),
    submit: z.string(),
    doneTitle: z.string(),
    doneBody: z.string(),
  }),
  error: z.object({
    pageTitle: z.string(),
    title: z.string(),
    body: z.string(),
    expired: z.string(),
    startAgain: z.string(),
    details: z.string(),
  }),
});
export type IdentityTexts = z.infer<typeof IdentityTextsSchema>;

export interface LocalisedTexts {
  /** The locale the texts are really in (the page's lang attribute). */
  locale: string;
  texts: IdentityTexts;
}

const LocaleFileSchema = z.looseObject({ identity: IdentityTextsSchema });
const cache = new Map<string, LocalisedTexts | null>();

function read(locale: string): LocalisedTexts | null {
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) {
    return null;
  }
  try {
    const file = LocaleFileSchema.safeParse(
      JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')),
    );
    return file.success ? { locale, texts: file.data.identity } : null;
  } catch {
    return null;
  }
}

/**
 * The sign-in texts for a locale. A locale without a complete identity section falls back to
 * en-GB as a whole, so a page never mixes languages. Read once per process.
 */
export function identityTexts(locale: string): LocalisedTexts {
  for (const candidate of [locale, DEFAULT_LOCALE]) {
    if (!cache.has(candidate)) {
      cache.set(candidate, read(candidate));
    }
    const found = cache.get(candidate);
    if (found) {
      return found;
    }
  }
  throw new Error(`packages/locales/${DEFAULT_LOCALE}.json has no complete "identity" section`);
}

/** Fills `{name}` placeholders. */
export function format(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
