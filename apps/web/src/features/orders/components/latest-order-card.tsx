import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLatestSuperOrder } from '@/features/orders/api/get-super-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import styles from '@/features/orders/components/orders.module.css';

/** The overview's card: the newest order with its status; nothing without orders. */
export function LatestOrderCard() {
  const intl = useIntl();
  const { data: order } = useLatestSuperOrder();
  if (!order) {
    return null;
  }
  return (
    <section className={styles.latest} aria-labelledby="latest-order">
      <div className={styles.latestHeader}>
        <h2 id="latest-order" className={styles.panelTitle}>
          <FormattedMessage id="orders.latest.title" />
        </h2>
        <Link to={paths.orders} className={styles.latestAll}>
          {intl.formatMessage({ id: 'orders.latest.all' })}
        </Link>
      </div>
      <OrderCard order={order} />
    </section>
  );
}
