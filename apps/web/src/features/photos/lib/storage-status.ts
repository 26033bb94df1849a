import type { AccountInformation } from '@my-account/contract/photos';

export type StorageStatus = 'safe' | 'warning' | 'critical';

/** The spec's thresholds: safe from 3 months, warning from 1 month, critical below. */
export const SAFE_FROM_MONTHS = 3;
export const WARNING_FROM_MONTHS = 1;

export interface StorageState {
  status: StorageStatus;
  /** Whole calendar months until the projected deletion (0 when it is less than a month). */
  monthsRemaining: number;
  /** Calendar days until the projected deletion; 0 = today, never negative. */
  daysRemaining: number;
  deletionDate: Date;
}

const DAY_MS = 86_400_000;

function calendarDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Calendar days from `from` to `to` in the customer's time zone. */
export function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round((calendarDay(to) - calendarDay(from)) / DAY_MS);
}

/** Whole months from `from` to `to` (a month counts once its day of the month is reached). */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  if (to.getDate() < from.getDate()) {
    months -= 1;
  }
  return Math.max(0, months);
}

export function storageStatusForMonths(monthsRemaining: number): StorageStatus {
  if (monthsRemaining >= SAFE_FROM_MONTHS) {
    return 'safe';
  }
  if (monthsRemaining >= WARNING_FROM_MONTHS) {
    return 'warning';
  }
  return 'critical';
}

/** Derives the status shown on the storage button and modal from the account information. */
export function deriveStorageState(info: AccountInformation, now: Date): StorageState {
  const deletionDate = new Date(info.projectedDeletionDate);
  const monthsRemaining = wholeMonthsBetween(now, deletionDate);
  return {
    status: storageStatusForMonths(monthsRemaining),
    monthsRemaining,
    daysRemaining: Math.max(0, calendarDaysBetween(now, deletionDate)),
    deletionDate,
  };
}

export interface StorageMessage {
  /** Message id in `photos.storage`. */
  id: string;
  values: Record<string, number>;
}

/** Which text says how long the photos stay: months when safe, days otherwise. */
export function storageMessage(state: StorageState): StorageMessage {
  switch (state.status) {
    case 'safe':
      return { id: 'photos.storage.safe', values: { months: state.monthsRemaining } };
    case 'warning':
      return { id: 'photos.storage.warning', values: { days: state.daysRemaining } };
    case 'critical':
      if (state.daysRemaining === 0) {
        return { id: 'photos.storage.criticalToday', values: {} };
      }
      if (state.daysRemaining === 1) {
        return { id: 'photos.storage.criticalTomorrow', values: {} };
      }
      return { id: 'photos.storage.criticalDays', values: { days: state.daysRemaining } };
  }
}
