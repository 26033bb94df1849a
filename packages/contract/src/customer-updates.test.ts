import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BusinessDetailsSchema,
  CUSTOMER_DETAILS_ERRORS,
  PersonalDetailsSchema,
  UpdateCustomerSchema,
  dateOfBirthProblem,
  type PersonalDetailsInput,
} from './customer-updates.ts';

const details: PersonalDetailsInput = {
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Smith',
  phoneCountry: 'GB',
  phoneNumber: '07911 123456',
  dateOfBirth: '1985-04-12',
};

function problems(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('dateOfBirthProblem', () => {
  const today = new Date('2026-06-15T10:00:00Z');

  it('takes real past dates of people at least 16 years old', () => {
    expect(dateOfBirthProblem('1985-04-12', today)).toBeUndefined();
    expect(dateOfBirthProblem('2010-06-15', today)).toBeUndefined();
    expect(dateOfBirthProblem('1900-01-01', today)).toBeUndefined();
  });

  it('refuses days that do not exist, the future and the too young', () => {
    expect(dateOfBirthProblem('1985-02-30', today)).toBe('dateOfBirthInvalid');
    expect(dateOfBirthProblem('15/04/1985', today)).toBe('dateOfBirthInvalid');
    expect(dateOfBirthProblem('1899-12-31', today)).toBe('dateOfBirthInvalid');
    expect(dateOfBirthProblem('2026-06-16', today)).toBe('dateOfBirthInvalid');
    expect(dateOfBirthProblem('2010-06-16', today)).toBe('tooYoung');
  });
});

describe('PersonalDetailsSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes complete details and details without phone or birthday', () => {
    expect(problems(PersonalDetailsSchema.safeParse(details))).toEqual({});
    expect(
      problems(
        PersonalDetailsSchema.safeParse({
          ...details,
          phoneNumber: '',
          dateOfBirth: null,
          salutation: null,
        }),
      ),
    ).toEqual({});
  });

  it('reads the phone number in the chosen country, or by its country code', () => {
    expect(problems(PersonalDetailsSchema.safeParse({ ...details, phoneCountry: 'NL' }))).toEqual({
      phoneNumber: 'Phone number must be valid',
    });
    expect(
      problems(
        PersonalDetailsSchema.safeParse({
          ...details,
          phoneCountry: undefined,
          phoneNumber: '+44 7911 123456',
        }),
      ),
    ).toEqual({});
  });

  it('names each wrong field', () => {
    expect(
      problems(
        PersonalDetailsSchema.safeParse({ ...details, firstName: '', dateOfBirth: '2015-01-01' }),
      ),
    ).toEqual({
      firstName: CUSTOMER_DETAILS_ERRORS.firstNameRequired,
      dateOfBirth: CUSTOMER_DETAILS_ERRORS.tooYoung,
    });
  });
});

describe('BusinessDetailsSchema', () => {
  it('needs a company name, a valid VAT number and a registration number', () => {
    expect(
      problems(
        BusinessDetailsSchema.safeParse({
          companyName: 'Foto BV',
          vatNumber: 'NL004495445B01',
          companyRegistration: '12345678',
        }),
      ),
    ).toEqual({});
    expect(
      problems(
        BusinessDetailsSchema.safeParse({
          companyName: '',
          vatNumber: 'NL123',
          companyRegistration: '',
        }),
      ),
    ).toEqual({
      companyName: CUSTOMER_DETAILS_ERRORS.companyNameRequired,
      vatNumber: CUSTOMER_DETAILS_ERRORS.vatNumberInvalid,
      companyRegistration: CUSTOMER_DETAILS_ERRORS.companyRegistrationInvalid,
    });
  });
});

describe('UpdateCustomerSchema', () => {
  it('needs at least one part', () => {
    expect(UpdateCustomerSchema.safeParse({}).success).toBe(false);
    expect(
      UpdateCustomerSchema.safeParse({ ftp: { callbackUrl: null, callbackFormat: 'json' } })
        .success,
    ).toBe(true);
  });
});
