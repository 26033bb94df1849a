import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/http-error.ts';
import { decodeCursor, encodeCursor } from './photo-cursor.ts';

describe('page cursors', () => {
  const cursor = {
    sortKey: 'dateTaken' as const,
    sortOrder: 'desc' as const,
    monthBucket: 202104,
    value: '2021-04-11T20:47:53.000Z',
    id: 'abc',
  };

  it('round-trip as opaque base64url text', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 'dateTaken', 'desc')).toEqual(cursor);
  });

  it.each([
    ['garbage', 'dateTaken', 'desc'],
    [Buffer.from('{"k":1}').toString('base64url'), 'dateTaken', 'desc'],
    [encodeCursor(cursor), 'created', 'desc'],
    [encodeCursor(cursor), 'dateTaken', 'asc'],
    // A month past any integer column (PostgreSQL would fail the query).
    [encodeCursor({ ...cursor, monthBucket: 3_000_000_000 }), 'dateTaken', 'desc'],
  ] as const)('refuses %s for %s %s with 400 INVALID_CURSOR', (text, key, order) => {
    expect(() => decodeCursor(text, key, order)).toThrow(HttpError);
    try {
      decodeCursor(text, key, order);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_CURSOR' });
    }
  });
});
