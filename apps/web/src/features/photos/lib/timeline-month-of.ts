import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR, type Photo } from '@my-account/contract/photos';

/**
 * The timeline month a photo is filed under, as the server files it: the year and month of its
 * date taken on the photo's own clock ("2024-01-31T23:30:00+01:00" is January), else Unknown
 * Date.
 */
export function timelineMonthOf(photo: Pick<Photo, 'dateTaken'>): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})-/.exec(photo.dateTaken ?? '');
  if (!match) {
    return { year: UNKNOWN_DATE_YEAR, month: UNKNOWN_DATE_MONTH };
  }
  return { year: Number(match[1]), month: Number(match[2]) };
}
