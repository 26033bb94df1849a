import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { notify } from '@/components/toast/notify';
import { useReorder, useReorderStatus } from '@/features/orders/api/reorder';
import styles from '@/features/orders/components/orders.module.css';

interface OrderReorderProps {
  orderCode: string;
  /** Leaves for the shop; tests replace it (jsdom cannot navigate). */
  navigate?: (url: string) => void;
}

/**
 * "Order again": the Reorder button while the order can be reordered, else why not. Nothing
 * while the status loads or when it cannot be had: reordering is an extra, not the page.
 */
export function OrderReorder({
  orderCode,
  navigate = (url: string) => {
    window.location.assign(url);
  },
}: OrderReorderProps) {
  const intl = useIntl();
  const status = useReorderStatus(orderCode);
  const reorder = useReorder(orderCode);
  if (!status.data) {
    return null;
  }
  const { reason } = status.data;
  return (
    <section className={styles.panel} aria-labelledby="order-reorder">
      <h2 id="order-reorder" className={styles.panelTitle}>
        <FormattedMessage id="orders.reorder.title" />
      </h2>
      {reason === null ? (
        <Button
          variant="primary"
          disabled={reorder.isPending}
          onClick={() => {
            reorder.mutate(undefined, {
              onSuccess: (shopUrl) => {
                navigate(shopUrl);
              },
              onError: () => {
                notify.error(intl.formatMessage({ id: 'orders.reorder.error' }));
              },
            });
          }}
        >
          <FormattedMessage id="orders.reorder.button" />
        </Button>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id={`orders.reorder.unavailable.${reason}`} />
        </p>
      )}
    </section>
  );
}
