import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { AccountInformation } from '@my-account/contract/photos';
import {
  deriveStorageState,
  storageMessage,
  wholeMonthsBetween,
} from '@/features/photos/lib/storage-status';
import { EN_GB_MESSAGES } from '@/testing/messages';

const intl = createIntl({ locale: 'en-GB', messages: EN_GB_MESSAGES });
const NOW = new Date(2026, 10, 21, 12, 0, 0);

function info(projected: Date): AccountInformation {
  return {
    lastOrderDate: null,
    projectCount: 0,
    projectedDeletionDate: projected.toISOString(),
    registrationDate: new Date(2025, 4, 21).toISOString(),
  };
}

function text(projected: Date): string {
  const message = storageMessage(deriveStorageState(info(projected), NOW));
  return intl.formatMessage({ id: message.id }, message.values);
}

describe('storage status', () => {
  it('counts whole calendar months', () => {
    expect(wholeMonthsBetween(NOW, new Date(2027, 1, 21))).toBe(3);
    expect(wholeMonthsBetween(NOW, new Date(2027, 1, 20))).toBe(2);
    expect(wholeMonthsBetween(NOW, new Date(2026, 9, 1))).toBe(0);
  });

  it('is safe from 3 months and shows months', () => {
    const state = deriveStorageState(info(new Date(2027, 1, 21)), NOW);
    expect(state.status).toBe('safe');
    expect(text(new Date(2027, 1, 21))).toBe('Your photos are stored for 3 more months.');
  });

  it('is a warning from 1 to under 3 months and shows days', () => {
    expect(deriveStorageState(info(new Date(2027, 1, 20)), NOW).status).toBe('warning');
    expect(deriveStorageState(info(new Date(2026, 11, 21)), NOW).status).toBe('warning');
    expect(text(new Date(2026, 11, 21))).toBe('Your photos will be deleted in 30 days.');
  });

  it('is critical under 1 month: in N days, tomorrow, today', () => {
    expect(deriveStorageState(info(new Date(2026, 11, 20)), NOW).status).toBe('critical');
    expect(text(new Date(2026, 11, 20))).toBe('Your photos will be deleted in 29 days.');
    expect(text(new Date(2026, 10, 22, 8))).toBe('Your photos will be deleted tomorrow.');
    expect(text(new Date(2026, 10, 21, 23))).toBe('Your photos will be deleted today.');
    expect(deriveStorageState(info(new Date(2026, 10, 1)), NOW).daysRemaining).toBe(0);
  });

  it('words the order prompt with the date', () => {
    expect(intl.formatMessage({ id: 'photos.storage.orderBy' }, { date: '20 December 2026' })).toBe(
      'Order by 20 December 2026 to extend storage for 18 months.',
    );
  });
});
