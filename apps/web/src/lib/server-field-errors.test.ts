import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

function badRequest(issues: { path: string; message: string }[]): HttpError {
  return new HttpError({
    status: 400,
    body: JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      issues,
    }),
    url: 'http://app.test/api/customer/customers/me',
    correlationId: 'c1',
  });
}

describe('serverFieldErrors', () => {
  it('gives the first message of each field below the prefix', () => {
    const error = badRequest([
      { path: 'body.postalCode', message: 'Postal Code must be valid' },
      { path: 'body.postalCode', message: 'second' },
      { path: 'body.phoneNumber', message: 'Phone number must be valid' },
      { path: 'params.id', message: 'Too long' },
    ]);
    expect(serverFieldErrors(error, 'body.')).toEqual({
      postalCode: 'Postal Code must be valid',
      phoneNumber: 'Phone number must be valid',
    });
  });

  it('gives nothing for other failures', () => {
    expect(serverFieldErrors(new Error('offline'), 'body.')).toEqual({});
    expect(
      serverFieldErrors(
        new HttpError({ status: 500, body: 'oops', url: 'http://app.test/x', correlationId: 'c' }),
        'body.',
      ),
    ).toEqual({});
  });
});
