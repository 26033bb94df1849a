import { describe, expect, it } from 'vitest';
import { createdLabel, formatAlbumDate } from '@/features/albums/lib/album-dates';

describe('album created label', () => {
  const now = new Date(2026, 10, 21, 9, 30);

  it('says today for any time of the same day', () => {
    expect(createdLabel(new Date(2026, 10, 21, 0, 1), now)).toEqual({ kind: 'today' });
    expect(createdLabel(new Date(2026, 10, 21, 23, 59), now)).toEqual({ kind: 'today' });
  });

  it('says yesterday for the previous calendar day, also across a month', () => {
    expect(createdLabel(new Date(2026, 10, 20, 23, 59), now)).toEqual({ kind: 'yesterday' });
    expect(createdLabel(new Date(2026, 11, 31, 8), new Date(2027, 0, 1, 7))).toEqual({
      kind: 'yesterday',
    });
  });

  it('gives the date for anything older or in the future', () => {
    const older = new Date(2026, 10, 19, 12);
    expect(createdLabel(older, now)).toEqual({ kind: 'date', date: older });
    expect(createdLabel(new Date(2026, 10, 22, 12), now).kind).toBe('date');
  });

  it('parses ISO timestamps', () => {
    expect(createdLabel(now.toISOString(), now)).toEqual({ kind: 'today' });
  });

  it("formats as dd MMM yyyy with three-letter months in en-GB (Sep, not Intl's Sept)", () => {
    expect(formatAlbumDate(new Date(2026, 10, 5), 'en-GB')).toBe('05 Nov 2026');
    expect(formatAlbumDate(new Date(2026, 8, 5), 'en-GB')).toBe('05 Sep 2026');
  });

  it("uses each locale's own month abbreviation, and en-GB for a locale it does not know", () => {
    const september = new Date(2026, 8, 5);
    expect(formatAlbumDate(september, 'nl-NL')).toBe('05 sep. 2026');
    expect(formatAlbumDate(september, 'it-IT')).toBe('05 set 2026');
    expect(formatAlbumDate(new Date(2026, 2, 5), 'de-AT')).toBe('05 März 2026');
    expect(formatAlbumDate(september, 'xx-XX')).toBe('05 Sep 2026');
  });
});
