import { z } from 'zod/mini';
import { FtpCallbackFormatSchema, FtpCallbackUrlSchema, SalutationSchema } from './customer.ts';
import { MarketCountrySchema } from './markets.ts';
import { PHONE_NUMBER_MAX_LENGTH, isValidPhoneNumber } from './phone-numbers.ts';
import { requiredLine } from './text-fields.ts';
import { VAT_NUMBER_MAX_LENGTH, isValidVatNumber } from './vat-numbers.ts';

export const PERSON_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const COMPANY_REGISTRATION_MAX_LENGTH = 30;
/** Account holders are at least this old (the age from which EU law lets them consent alone). */
export const MINIMUM_AGE_YEARS = 16;
export const OLDEST_BIRTH_YEAR = 1900;

/** Messages of the personal and business details rules; the app shows them through its locale. */
export const CUSTOMER_DETAILS_ERRORS = {
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  phoneInvalid: 'Phone number must be valid',
  dateOfBirthInvalid: 'Enter a real date of birth',
  tooYoung: `You must be at least ${String(MINIMUM_AGE_YEARS)} years old`,
  companyNameRequired: 'Enter the company name',
  vatNumberInvalid: 'Enter a valid VAT number, starting with its country code',
  companyRegistrationInvalid: 'Enter the company registration number',
  tooLong: 'This is too long',
  invalidCharacters: 'Remove the special characters',
} as const;
export type CustomerDetailsErrorKey = keyof typeof CUSTOMER_DETAILS_ERRORS;

const ERRORS = CUSTOMER_DETAILS_ERRORS;
const line = { tooLong: ERRORS.tooLong, invalid: ERRORS.invalidCharacters };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date (UTC) as YYYY-MM-DD. */
function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a day of the calendar (no 31 April). */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && todayIso(date) === value;
}

/**
 * Checks a date of birth against today (`now`): a real day, not before 1900, and at least
 * MINIMUM_AGE_YEARS ago. Undefined when it is fine, else the key of its message.
 */
export function dateOfBirthProblem(
  value: string,
  now: Date = new Date(),
): 'dateOfBirthInvalid' | 'tooYoung' | undefined {
  if (!isCalendarDate(value) || value < `${String(OLDEST_BIRTH_YEAR)}-01-01`) {
    return 'dateOfBirthInvalid';
  }
  const today = todayIso(now);
  if (value > today) {
    return 'dateOfBirthInvalid';
  }
  const youngestAllowed = `${String(Number(today.slice(0, 4)) - MINIMUM_AGE_YEARS)}${today.slice(4)}`;
  return value > youngestAllowed ? 'tooYoung' : undefined;
}

/**
 * The customer's personal details. A phone number without a country code is read as a number of
 * `phoneCountry` (the form's country picker); the server stores it in E.164.
 */
export const PersonalDetailsSchema = z
  .object({
    salutation: z.nullish(SalutationSchema),
    firstName: requiredLine(PERSON_NAME_MAX_LENGTH, {
      required: ERRORS.firstNameRequired,
      ...line,
    }),
    lastName: requiredLine(PERSON_NAME_MAX_LENGTH, { required: ERRORS.lastNameRequired, ...line }),
    phoneCountry: z.optional(MarketCountrySchema),
    /** '', null or left out: none. */
    phoneNumber: z.nullish(
      z.string().check(z.maxLength(PHONE_NUMBER_MAX_LENGTH, ERRORS.phoneInvalid)),
    ),
    /** YYYY-MM-DD; '', null or left out: not given. */
    dateOfBirth: z.nullish(z.string().check(z.maxLength(10, ERRORS.dateOfBirthInvalid))),
  })
  .check((ctx) => {
    const details = ctx.value;
    const phone = details.phoneNumber?.trim() ?? '';
    if (phone !== '' && !isValidPhoneNumber(phone, details.phoneCountry)) {
      ctx.issues.push({
        code: 'custom',
        input: details.phoneNumber,
        path: ['phoneNumber'],
        message: ERRORS.phoneInvalid,
      });
    }
    const birth = details.dateOfBirth ?? '';
    const problem = birth === '' ? undefined : dateOfBirthProblem(birth);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        input: details.dateOfBirth,
        path: ['dateOfBirth'],
        message: ERRORS[problem],
      });
    }
  });
export type PersonalDetailsInput = z.input<typeof PersonalDetailsSchema>;
export type PersonalDetails = z.output<typeof PersonalDetailsSchema>;

const COMPANY_REGISTRATION = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

/**
 * A business customer's company: all three are needed for customer care to validate the account,
 * so saving them completes the business details (status Default -> New).
 */
export const BusinessDetailsSchema = z.object({
  companyName: requiredLine(COMPANY_NAME_MAX_LENGTH, {
    required: ERRORS.companyNameRequired,
    ...line,
  }),
  vatNumber: z
    .string()
    .check(
      z.maxLength(VAT_NUMBER_MAX_LENGTH, ERRORS.vatNumberInvalid),
      z.refine(isValidVatNumber, ERRORS.vatNumberInvalid),
    ),
  companyRegistration: z
    .string()
    .check(
      z.trim(),
      z.maxLength(COMPANY_REGISTRATION_MAX_LENGTH, ERRORS.tooLong),
      z.regex(COMPANY_REGISTRATION, ERRORS.companyRegistrationInvalid),
    ),
});
export type BusinessDetailsInput = z.input<typeof BusinessDetailsSchema>;
export type BusinessDetails = z.output<typeof BusinessDetailsSchema>;

/** The business customer's FTP order-status callback. */
export const FtpSettingsSchema = z.object({
  /** Null removes the callback. */
  callbackUrl: z.nullable(FtpCallbackUrlSchema),
  callbackFormat: FtpCallbackFormatSchema,
});

/**
 * `PUT|PATCH /customers/me`: any of personal details, business details (business customers) and
 * the FTP callback (business customers); each part given replaces the stored one.
 */
export const UpdateCustomerSchema = z
  .object({
    personalDetails: z.optional(PersonalDetailsSchema),
    business: z.optional(BusinessDetailsSchema),
    ftp: z.optional(FtpSettingsSchema),
  })
  .check(
    z.refine(
      (update) =>
        update.personalDetails !== undefined ||
        update.business !== undefined ||
        update.ftp !== undefined,
      { message: 'Give personalDetails, business or ftp' },
    ),
  );
/** What the app sends. */
export type UpdateCustomerInput = z.input<typeof UpdateCustomerSchema>;
/** What the server gets after parsing (text trimmed). */
export type UpdateCustomer = z.output<typeof UpdateCustomerSchema>;
