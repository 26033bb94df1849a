import { STORAGE_PERIOD_MONTHS } from '@my-account/contract/photos';

/**
 * The instant `months` calendar months after `iso` (UTC), clamped to the month's last day:
 * 31 August + 18 months is 28 (or 29) February.
 */
export function addMonthsUtc(iso: string, months: number): string {
  const date = new Date(iso);
  const targetMonth = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(targetMonth);
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result.toISOString();
}

/** Photos are kept 18 months after the last order, or after registration without an order. */
export function projectedDeletionDate(
  registrationDate: string,
  lastOrderDate: string | null,
): string {
  return addMonthsUtc(lastOrderDate ?? registrationDate, STORAGE_PERIOD_MONTHS);
}
