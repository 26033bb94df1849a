import { z } from 'zod/mini';
import { EMAIL_IN_USE_CODE, EmailChangeRequestSchema } from '@my-account/contract/email-change';
import { isHttpError } from '@/lib/http-error';

/** The form's one field, checked by the contract's rule, and not the address in use now. */
export function newEmailFormSchema(currentEmail: string) {
  return z.pick(EmailChangeRequestSchema, { email: true }).check(
    z.refine(({ email }) => email.toLowerCase() !== currentEmail.trim().toLowerCase(), {
      path: ['email'],
      message: 'emailChange.errors.unchanged',
    }),
  );
}

export type NewEmailForm = z.input<ReturnType<typeof newEmailFormSchema>>;

/** The contract's own messages are the developer's: the form shows these message ids instead. */
export const newEmailErrorMap = {
  error: (issue: { input?: unknown }) =>
    typeof issue.input === 'string' && issue.input.trim() === ''
      ? 'emailChange.errors.required'
      : 'emailChange.errors.invalid',
};

/** What a refused request means for the customer: the spec's 409, 429 and any other failure. */
export type EmailChangeFailure = 'inUse' | 'tooMany' | 'failed';

export function emailChangeFailure(error: unknown): EmailChangeFailure {
  if (isHttpError(error, 409) && error.body.includes(EMAIL_IN_USE_CODE)) {
    return 'inUse';
  }
  return isHttpError(error, 429) ? 'tooMany' : 'failed';
}
