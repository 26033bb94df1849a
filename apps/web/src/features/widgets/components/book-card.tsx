import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Widget } from '@my-account/contract/widgets';
import { Icon } from '@/components/icon/icon';
import type { Photobook } from '@/features/widgets/api/get-photobooks';
import { useGalleryEntry } from '@/features/widgets/api/get-gallery-entry';
import { StateBadges, type BookState } from '@/features/widgets/components/state-badges';
import styles from '@/features/widgets/components/widgets.module.css';

interface BookCardProps {
  book: Photobook;
  widget: Widget | undefined;
  channel: string;
  href: string;
}

/** Whether the online book is in the brand's gallery (asked per book: entries are per widget). */
function useInGallery(widget: Widget | undefined, channel: string): boolean {
  const { data } = useGalleryEntry(widget?.widgetId ?? '', channel, widget !== undefined);
  return Boolean(widget && data);
}

/** One photo book of the list: cover, title, order date, its online state; opens its page. */
export function BookCard({ book, widget, channel, href }: BookCardProps) {
  const intl = useIntl();
  const inGallery = useInGallery(widget, channel);
  const states: BookState[] = widget
    ? [
        'online',
        ...(widget.lastSharedAt ? (['shared'] as const) : []),
        ...(inGallery ? (['gallery'] as const) : []),
      ]
    : ['offline'];
  return (
    <li className={styles.card}>
      <span className={styles.cover} aria-hidden="true">
        {book.thumbnailUrl ? (
          <img src={book.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <Icon name="book" size={40} />
        )}
      </span>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {book.title}
          </Link>
        </h2>
        <p className={styles.muted}>
          {intl.formatMessage(
            { id: 'widgets.list.orderedOn' },
            { date: intl.formatDate(book.orderedAt, { dateStyle: 'medium' }) },
          )}
        </p>
        <StateBadges states={states} />
      </div>
      <Icon name="chevronRight" className={styles.cardArrow} />
    </li>
  );
}
