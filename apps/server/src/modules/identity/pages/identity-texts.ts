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
    forgotPasswordLink: z.string(),
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
    /** The sign-out page that asks first (a request not known to come from our app). */
    confirmTitle: z.string(),
    confirmIntro: z.string(),
    stay: z.string(),
    doneTitle: z.string(),
    doneBody: z.string(),
  }),
  /** Asking for a link to choose a new password, from the sign-in page. */
  forgotPassword: z.object({
    pageTitle: z.string(),
    title: z.string(),
    intro: z.string(),
    email: z.string(),
    submit: z.string(),
    emailRequired: z.string(),
    emailInvalid: z.string(),
    tooManyRequests: z.string(),
    backToSignIn: z.string(),
    sentPageTitle: z.string(),
    sentTitle: z.string(),
    sentBody: z.string(),
    sentHint: z.string(),
  }),
  /** The page the mailed link opens, and what follows it. */
  resetPassword: z.object({
    pageTitle: z.string(),
    title: z.string(),
    intro: z.string(),
    password: z.string(),
    passwordHint: z.string(),
    confirmPassword: z.string(),
    submit: z.string(),
    passwordTooShort: z.string(),
    passwordTooLong: z.string(),
    passwordsDiffer: z.string(),
    invalidPageTitle: z.string(),
    invalidTitle: z.string(),
    invalidBody: z.string(),
    signIn: z.string(),
    donePageTitle: z.string(),
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
