import { format } from 'date-fns';
import { da } from 'date-fns/locale/da';
import { deAT } from 'date-fns/locale/de-AT';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it as itLocale } from 'date-fns/locale/it';
import { nb } from 'date-fns/locale/nb';
import { nl } from 'date-fns/locale/nl';
import { nlBE } from 'date-fns/locale/nl-BE';
import { pt } from 'date-fns/locale/pt';
import { sv } from 'date-fns/locale/sv';
import { describe, expect, it } from 'vitest';
import { createdLabel, formatAlbumDate } from '@/features/albums/lib/album-dates';
import { loadDateLocale } from '@/features/albums/lib/album-date-locales';

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

  it("formats as dd MMM yyyy with three-letter months in en-GB (Sep, not Intl's Sept)", async () => {
    const enGB = await loadDateLocale('en-GB');
    expect(formatAlbumDate(new Date(2026, 10, 5), enGB)).toBe('05 Nov 2026');
    expect(formatAlbumDate(new Date(2026, 8, 5), enGB)).toBe('05 Sep 2026');
  });

  it("uses each locale's own month abbreviation, and en-GB for a locale it does not know", async () => {
    const september = new Date(2026, 8, 5);
    expect(formatAlbumDate(september, await loadDateLocale('nl-NL'))).toBe('05 sep. 2026');
    expect(formatAlbumDate(september, await loadDateLocale('it-IT'))).toBe('05 set 2026');
    expect(formatAlbumDate(new Date(2026, 2, 5), await loadDateLocale('de-AT'))).toBe(
      '05 März 2026',
    );
    expect(formatAlbumDate(september, await loadDateLocale('xx-XX'))).toBe('05 Sep 2026');
  });

  it('loads each locale once', async () => {
    expect(loadDateLocale('sv-SE')).toBe(loadDateLocale('sv-SE'));
    expect((await loadDateLocale('sv-SE')).code).toBe('sv');
  });

  it("gives every brand's locale its own date-fns locale", async () => {
    const expected = {
      'da-DK': da,
      'de-AT': deAT,
      'en-GB': enGB,
      'es-ES': es,
      'fr-FR': fr,
      'it-IT': itLocale,
      'nb-NO': nb,
      'nl-BE': nlBE,
      'nl-NL': nl,
      'pt-PT': pt,
      'sv-SE': sv,
    };
    for (const [locale, dateLocale] of Object.entries(expected)) {
      const loaded = await loadDateLocale(locale);
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(2026, month, 5);
        expect(formatAlbumDate(date, loaded)).toBe(
          format(date, 'dd MMM yyyy', { locale: dateLocale }),
        );
      }
    }
  });
});
