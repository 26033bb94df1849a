import { z } from 'zod/mini';

/** The rules of a password, the same on the registration, reset and settings forms. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 256;

export const NewPasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

/** `POST .../passwordchanges`: the current password proves it is the customer at the keyboard. */
export const PasswordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1000)),
  newPassword: NewPasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** 400 of a password change whose current password is not the account's. */
export const WRONG_PASSWORD_CODE = 'WRONG_PASSWORD';
/** Password changes one account may try in the window; then 429 with Retry-After. */
export const PASSWORD_CHANGES_PER_WINDOW = 5;
export const PASSWORD_CHANGE_WINDOW_MINUTES = 15;
