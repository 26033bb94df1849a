import { z } from 'zod';
import { localeSection } from '../../../platform/locales/locale-section.ts';

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
    emailRequired: z.string(),
    passwordRequired: z.string(),
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

/** The sign-in texts for a locale (en-GB as a whole when the locale's section is incomplete). */
export const identityTexts = localeSection('identity', IdentityTextsSchema);
