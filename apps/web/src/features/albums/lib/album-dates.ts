import { format, type Locale } from 'date-fns';

/** How the album header words its creation date (spec: today, yesterday or dd MMM yyyy). */
export type CreatedLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

function localDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Compares calendar days in the customer's time zone, so 23:59 yesterday is 'yesterday'. */
export function createdLabel(created: string | Date, now: Date = new Date()): CreatedLabel {
  const date = typeof created === 'string' ? new Date(created) : created;
  const today = localDay(now);
  const day = localDay(date);
  if (day === today) {
    return { kind: 'today' };
  }
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (day === yesterday) {
    return { kind: 'yesterday' };
  }
  return { kind: 'date', date };
}

/**
 * The spec's album date format, dd MMM yyyy ("05 Sep 2026"), with the month abbreviation of the
 * customer's date-fns locale (album-date-locales).
 */
export function formatAlbumDate(date: string | Date, dateLocale: Locale): string {
  return format(date, 'dd MMM yyyy', { locale: dateLocale });
}
