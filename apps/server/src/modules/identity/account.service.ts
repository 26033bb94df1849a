import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@my-account/contract/password-change';
import type { Database } from '../../platform/database/schema.ts';
import { ensureCustomer } from '../customer/customer.public.ts';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  type AccountRow,
} from './account.repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** The identity provider type our own accounts carry in tokens (`idp_type`). */
export const IDP_TYPE = 'myaccount';

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isB2b: boolean;
}

/** The registration form; error messages are keys of the identity texts. */
export const RegistrationSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(100, 'firstNameTooLong'),
  lastName: z.string().trim().min(1, 'lastNameRequired').max(100, 'lastNameTooLong'),
  email: z.string().trim().max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
    .max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
});
export type Registration = z.infer<typeof RegistrationSchema>;
export type RegistrationField = keyof Registration;

export type RegistrationResult =
  | { ok: true; account: Account }
  | { ok: false; errors: Partial<Record<RegistrationField, string>> };

export interface RegistrationOptions {
  /** Registered on a business host: a B2B customer whose details are still missing. */
  isB2b: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates the account and its customer record together, so a customer never exists without
 * an account or the other way round. A taken e-mail address is a field error, not a crash.
 */
export async function registerAccount(
  db: Kysely<Database>,
  input: unknown,
  options: RegistrationOptions,
): Promise<RegistrationResult> {
  const parsed = RegistrationSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<RegistrationField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RegistrationField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { firstName, lastName, password } = parsed.data;
  const email = normalizeEmail(parsed.data.email);
  const row: AccountRow = {
    id: randomUUID(),
    email,
    password_hash: await hashPassword(password),
    first_name: firstName,
    last_name: lastName,
    is_b2b: options.isB2b ? 1 : 0,
    created_at: new Date().toISOString(),
  };
  const inserted = await db.transaction().execute(async (trx) => {
    if (!(await insertAccount(trx, row))) {
      return false;
    }
    await ensureCustomer(trx, {
      idpType: IDP_TYPE,
      idpSub: row.id,
      email,
      firstName,
      lastName,
      isB2b: options.isB2b,
      status: options.isB2b ? 'Default' : null,
    });
    return true;
  });
  if (!inserted) {
    return { ok: false, errors: { email: 'emailTaken' } };
  }
  return { ok: true, account: toAccount(row) };
}

/**
 * The account for these credentials, or undefined. An unknown e-mail address costs the same
 * hashing time as a wrong password, so response times do not reveal who has an account.
 */
export async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const row = await findAccountByEmail(db, normalizeEmail(email));
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
  return row && matches ? toAccount(row) : undefined;
}

export async function getAccount(db: Kysely<Database>, id: string): Promise<Account | undefined> {
  const row = await findAccountById(db, id);
  return row ? toAccount(row) : undefined;
}

export async function findAccountIdByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<string | undefined> {
  return (await findAccountByEmail(db, normalizeEmail(email)))?.id;
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomUUID());
  return dummy;
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isB2b: row.is_b2b === 1,
  };
}
