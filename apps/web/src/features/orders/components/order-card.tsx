import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SuperOrder } from '@my-account/contract/orders';
import { Icon } from '@/components/icon/icon';
import { paths } from '@/config/paths';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { ProductThumbnail } from '@/features/orders/components/product-thumbnail';
import { useOrderFormat } from '@/features/orders/components/use-order-format';
import styles from '@/features/orders/components/orders.module.css';

const THUMBNAILS = 3;

/** One order in the list: its products' pictures, code, date, count, total and status. */
export function OrderCard({ order }: { order: SuperOrder }) {
  const intl = useIntl();
  const format = useOrderFormat();
  const shown = order.products.slice(0, THUMBNAILS);
  const more = order.products.length - shown.length;
  return (
    <Link to={paths.orderDetails.getHref(order.orderCode)} className={styles.card}>
      <span className={styles.thumbs}>
        {shown.map((product) => (
          <ProductThumbnail key={product.id} product={product} />
        ))}
        {more > 0 ? (
          <span className={styles.more} aria-hidden="true">
            <FormattedMessage id="orders.card.more" values={{ count: more }} />
          </span>
        ) : null}
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>
          {intl.formatMessage({ id: 'orders.card.code' }, { code: order.orderCode })}
        </span>
        <span className={styles.cardMeta}>
          <FormattedMessage
            id="orders.card.placed"
            values={{ date: format.date(order.createdAt) }}
          />
          <span aria-hidden="true"> · </span>
          <FormattedMessage id="orders.card.products" values={{ count: order.productCount }} />
        </span>
      </span>
      <span className={styles.cardEnd}>
        <OrderStatusBadge status={order.status} />
        <span className={styles.cardTotal}>{format.money(order.total, order.currency)}</span>
      </span>
      <Icon name="chevronRight" size={20} className={styles.chevron} />
    </Link>
  );
}
