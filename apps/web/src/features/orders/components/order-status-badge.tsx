import { FormattedMessage } from 'react-intl';
import { displayStatusOf, type OrderStatus } from '@my-account/contract/orders';
import styles from '@/features/orders/components/orders.module.css';

/** The spec's status label, Cancelled in red and every other status in cyan. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const display = displayStatusOf(status);
  return (
    <span className={styles.status} data-tone={display === 'Cancelled' ? 'red' : 'cyan'}>
      <FormattedMessage id={`orders.status.${display}`} />
    </span>
  );
}
