import exifr from 'exifr';
import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR } from '@my-account/contract/photos';

/** When a photo was taken, as far as its EXIF says. */
export interface DateTaken {
  /** ISO-8601 UTC instant, or null when unknown. */
  instant: string | null;
  /** The photo's time zone in minutes east of UTC, or null when EXIF named none. */
  offsetMinutes: number | null;
  /** year * 100 + month on the photo's own clock; UNKNOWN_BUCKET when the date is unknown. */
  monthBucket: number;
}

export const UNKNOWN_BUCKET = UNKNOWN_DATE_YEAR * 100 + UNKNOWN_DATE_MONTH;
export const UNKNOWN_DATE: DateTaken = {
  instant: null,
  offsetMinutes: null,
  monthBucket: UNKNOWN_BUCKET,
};

export const monthBucketOf = (year: number, month: number): number => year * 100 + month;

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const EXIF_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

interface ExifDateFields {
  DateTimeOriginal?: unknown;
  OffsetTimeOriginal?: unknown;
  CreateDate?: unknown;
  OffsetTimeDigitized?: unknown;
}

/**
 * Reads the date taken from the EXIF block sharp's metadata() returns (JPEG, PNG and HEIC alike).
 * exifr would turn dates into the server's local time, so values stay raw (`reviveValues: false`)
 * and the wall clock is combined with OffsetTimeOriginal here. Without an offset the wall clock
 * is taken as UTC: the month is still the one on the camera's clock.
 */
export async function readDateTaken(exif: Buffer | undefined): Promise<DateTaken> {
  if (!exif || exif.length < 8) {
    return UNKNOWN_DATE;
  }
  // sharp hands over the APP1 payload with its "Exif\0\0" header; exifr wants the TIFF data.
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  let fields: ExifDateFields | undefined;
  try {
    fields = (await exifr.parse(tiff, {
      reviveValues: false,
      translateValues: false,
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'CreateDate', 'OffsetTimeDigitized'],
    })) as ExifDateFields | undefined;
  } catch {
    return UNKNOWN_DATE; // an unreadable EXIF block only loses the date, not the photo
  }
  if (!fields) {
    return UNKNOWN_DATE;
  }
  const original = dateTakenFrom(fields.DateTimeOriginal, fields.OffsetTimeOriginal);
  return original.instant !== null
    ? original
    : dateTakenFrom(fields.CreateDate, fields.OffsetTimeDigitized);
}

/** Combines an EXIF "YYYY:MM:DD HH:MM:SS" wall clock with an optional "+HH:MM" offset. */
export function dateTakenFrom(wallClock: unknown, offset: unknown): DateTaken {
  const match = typeof wallClock === 'string' ? EXIF_DATE.exec(wallClock.trim()) : null;
  if (!match) {
    return UNKNOWN_DATE;
  }
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallUtc);
  // "0000:00:00 00:00:00", 31 February and friends: cameras write them; they mean "unknown".
  if (
    year < UNKNOWN_DATE_YEAR ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return UNKNOWN_DATE;
  }
  const offsetMinutes = parseOffset(offset);
  const instant = new Date(wallUtc - (offsetMinutes ?? 0) * 60_000).toISOString();
  return { instant, offsetMinutes, monthBucket: monthBucketOf(year, month) };
}

function parseOffset(offset: unknown): number | null {
  const match = typeof offset === 'string' ? EXIF_OFFSET.exec(offset.trim()) : null;
  if (!match) {
    return null;
  }
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes > 14 * 60) {
    return null;
  }
  return match[1] === '-' ? -minutes : minutes;
}

const CANONICAL_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The instant as ISO-8601 on the photo's own clock: "2021-04-11T15:47:53-05:00" (or "Z"). */
export function formatDateTaken(instant: string, offsetMinutes: number | null): string {
  if ((offsetMinutes === null || offsetMinutes === 0) && CANONICAL_UTC.test(instant)) {
    // Stored instants are toISOString() output: listings skip the Date round trip.
    return `${instant.slice(0, 19)}Z`;
  }
  const time = new Date(instant).getTime();
  if (offsetMinutes === null || offsetMinutes === 0) {
    return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
  const local = new Date(time + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
