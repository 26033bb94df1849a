import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { registerErrorHandler } from './error-handler.ts';

function databaseError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('database refused the statement', 0, 'error');
  error.code = code;
  return error;
}

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app, () => 'en-GB');
  app.get('/', async () => {
    throw error;
  });
  try {
    const response = await app.inject({ url: '/' });
    return { status: response.statusCode, body: ErrorResponseSchema.parse(response.json()) };
  } finally {
    await app.close();
  }
}

describe('the error handler', () => {
  it('answers text PostgreSQL cannot store (a NUL character) with 400, as SQLite would', async () => {
    expect(await answerTo(databaseError('22021'))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_TEXT' },
    });
  });

  it('hides every other database failure behind a 500', async () => {
    const { status, body } = await answerTo(databaseError('42P01'));
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
  });
});
