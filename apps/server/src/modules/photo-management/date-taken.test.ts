import { describe, expect, it } from 'vitest';
import { dateTakenFrom, formatDateTaken, UNKNOWN_BUCKET } from './date-taken.ts';

describe('dateTakenFrom', () => {
  it('files 23:30 on 31 January at +01:00 under January, at the right instant', () => {
    const taken = dateTakenFrom('2024:01:31 23:30:00', '+01:00');
    expect(taken).toEqual({
      instant: '2024-01-31T22:30:00.000Z',
      offsetMinutes: 60,
      monthBucket: 202401,
    });
    expect(formatDateTaken('2024-01-31T22:30:00.000Z', 60)).toBe('2024-01-31T23:30:00+01:00');
  });

  it('files 00:30 on 1 February at -05:00 under February, though it is 05:30 UTC', () => {
    expect(dateTakenFrom('2024:02:01 00:30:00', '-05:00')).toMatchObject({ monthBucket: 202402 });
  });

  it('takes the camera clock as UTC without an offset', () => {
    expect(dateTakenFrom('2008:10:22 16:28:39', undefined)).toEqual({
      instant: '2008-10-22T16:28:39.000Z',
      offsetMinutes: null,
      monthBucket: 200810,
    });
  });

  it.each([
    ['0000:00:00 00:00:00'],
    ['2021:02:31 10:00:00'],
    ['garbage'],
    [undefined],
    ['1969:12:31 23:00:00'],
  ])('treats %s as unknown', (value) => {
    expect(dateTakenFrom(value, '+01:00')).toEqual({
      instant: null,
      offsetMinutes: null,
      monthBucket: UNKNOWN_BUCKET,
    });
  });

  it('puts January 1970 into the Unknown Date bucket', () => {
    expect(dateTakenFrom('1970:01:15 12:00:00', undefined).monthBucket).toBe(UNKNOWN_BUCKET);
  });
});

describe('formatDateTaken', () => {
  it('writes UTC instants without milliseconds, stored canonically or not', () => {
    expect(formatDateTaken('2021-04-11T20:47:53.000Z', 0)).toBe('2021-04-11T20:47:53Z');
    expect(formatDateTaken('2021-04-11T20:47:53.250Z', null)).toBe('2021-04-11T20:47:53Z');
    expect(formatDateTaken('2021-04-11T22:47:53+02:00', null)).toBe('2021-04-11T20:47:53Z');
    expect(formatDateTaken('2021-04-11T20:47:53.000Z', -300)).toBe('2021-04-11T15:47:53-05:00');
  });
});
