import { FormattedMessage } from 'react-intl';
import type { SuperOrder } from '@my-account/contract/orders';
import { useOrderFormat } from '@/features/orders/components/use-order-format';
import styles from '@/features/orders/components/orders.module.css';

/** Every status the order went through, oldest first, the current one marked. */
export function OrderTimeline({ order }: { order: SuperOrder }) {
  const format = useOrderFormat();
  const last = order.statusHistory.length - 1;
  return (
    <section className={styles.panel} aria-labelledby="order-timeline">
      <h2 id="order-timeline" className={styles.panelTitle}>
        <FormattedMessage id="orders.details.timeline" />
      </h2>
      <ol className={styles.timeline}>
        {order.statusHistory.map((event, index) => (
          <li
            key={`${event.status}-${event.at}`}
            className={styles.timelineStep}
            data-current={index === last ? '' : undefined}
            data-tone={event.status === 'Cancelled' ? 'red' : 'cyan'}
            aria-current={index === last ? 'step' : undefined}
          >
            <span className={styles.timelineLabel}>
              <FormattedMessage id={`orders.details.event.${event.status}`} />
            </span>
            <time className={styles.muted} dateTime={event.at}>
              {format.dateTime(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
