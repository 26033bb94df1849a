import { describe, expect, it } from 'vitest';
import { ALBUM_DATE_FORMAT, createdLabel } from '@/features/albums/lib/album-dates';

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

  it('formats as dd MMM yyyy in en-GB', () => {
    const text = new Intl.DateTimeFormat('en-GB', ALBUM_DATE_FORMAT).format(new Date(2026, 10, 5));
    expect(text).toBe('05 Nov 2026');
  });
});
