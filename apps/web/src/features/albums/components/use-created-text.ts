import { useIntl } from 'react-intl';
import { createdLabel, formatAlbumDate } from '@/features/albums/lib/album-dates';
import { useDateLocale } from '@/features/albums/lib/album-date-locales';

/** 'created today', 'created yesterday' or 'created 05 Nov 2026' (suspends while the locale loads). */
export function useCreatedText(): (created: string) => string {
  const intl = useIntl();
  const dateLocale = useDateLocale();
  return (created) => {
    const label = createdLabel(created);
    switch (label.kind) {
      case 'today':
        return intl.formatMessage({ id: 'albums.album.createdToday' });
      case 'yesterday':
        return intl.formatMessage({ id: 'albums.album.createdYesterday' });
      case 'date':
        return intl.formatMessage(
          { id: 'albums.album.createdOn' },
          { date: formatAlbumDate(label.date, dateLocale) },
        );
    }
  };
}
