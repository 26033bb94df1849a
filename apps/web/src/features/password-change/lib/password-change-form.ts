import { z } from 'zod/mini';
import { PasswordChangeSchema, WRONG_PASSWORD_CODE } from '@my-account/contract/password-change';
import { isHttpError } from '@/lib/http-error';

/** The contract's request, and the new password typed twice. */
export const PasswordChangeFormSchema = z
  .extend(PasswordChangeSchema, { confirmPassword: z.string() })
  .check(
    z.refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
      path: ['confirmPassword'],
    }),
  );
export type PasswordChangeForm = z.infer<typeof PasswordChangeFormSchema>;
export type PasswordChangeField = keyof PasswordChangeForm;

/** The server's refusal of the current password, shown on that field. */
export const WRONG_PASSWORD_ERROR = 'wrongPassword';

/**
 * The message id of a field's error; `type` is the zod issue code (or WRONG_PASSWORD_ERROR).
 * The contract's own messages are the developer's, so the form says it in the customer's words.
 */
export function passwordErrorMessageId(field: PasswordChangeField, type: string): string {
  switch (field) {
    case 'currentPassword':
      return type === WRONG_PASSWORD_ERROR
        ? 'passwordChange.errors.currentWrong'
        : 'passwordChange.errors.currentRequired';
    case 'newPassword':
      return type === 'too_big'
        ? 'passwordChange.errors.newTooLong'
        : 'passwordChange.errors.newTooShort';
    case 'confirmPassword':
      return 'passwordChange.errors.confirmDiffers';
  }
}

/** What a refused change means for the customer. */
export type PasswordChangeFailure = 'wrongPassword' | 'tooMany' | 'failed';

export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  if (isHttpError(error, 400) && error.body.includes(WRONG_PASSWORD_CODE)) {
    return 'wrongPassword';
  }
  return isHttpError(error, 429) ? 'tooMany' : 'failed';
}
