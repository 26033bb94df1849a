import { FormattedMessage, useIntl } from 'react-intl';
import { useDeliveryDates } from '@/features/orders/api/get-delivery-dates';
import styles from '@/features/orders/components/orders.module.css';

/**
 * "Expected delivery ..." on the order details. Nothing while loading, without an estimate or
 * when the estimate fails: the rest of the page stands on its own.
 */
export function ExpectedDelivery({ orderCode }: { orderCode: string }) {
  const intl = useIntl();
  const { data } = useDeliveryDates(orderCode);
  if (!data) {
    return null;
  }
  // Calendar days: formatted in UTC so no time zone moves them to the day before.
  const day = (iso: string) =>
    intl.formatDate(iso, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <p className={styles.expectedDelivery}>
      {data.earliestDate === data.latestDate ? (
        <FormattedMessage
          id="orders.details.expectedDeliveryOn"
          values={{ date: day(data.earliestDate) }}
        />
      ) : (
        <FormattedMessage
          id="orders.details.expectedDelivery"
          values={{ earliest: day(data.earliestDate), latest: day(data.latestDate) }}
        />
      )}
    </p>
  );
}
