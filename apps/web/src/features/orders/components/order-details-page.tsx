import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { Order, SuperOrder } from '@my-account/contract/orders';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSuperOrder } from '@/features/orders/api/get-super-order';
import { OrderDelivery } from '@/features/orders/components/order-delivery';
import { OrderReorder } from '@/features/orders/components/order-reorder';
import { OrderProducts } from '@/features/orders/components/order-products';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { useOrderFormat } from '@/features/orders/components/use-order-format';
import styles from '@/features/orders/components/orders.module.css';

interface OrderDetailsPageProps {
  orderCode: string;
  addresses: readonly CustomerAddress[];
  addAddressPath: string;
  readOnly: boolean;
  /** What the route adds under each product (its PDF download), from features of their own. */
  productActions?: (product: Order) => ReactNode;
}

function OrderPayment({ order }: { order: SuperOrder }) {
  return (
    <section className={styles.panel} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.panelTitle}>
        <FormattedMessage id="orders.details.payment" />
      </h2>
      <p>
        <FormattedMessage id={`orders.details.paymentMethod.${order.paymentMethod}`} />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id={`orders.details.paymentStatus.${order.paymentStatus}`} />
      </p>
    </section>
  );
}

/** `/orders/{orderCode}`: what was ordered, what it cost, where it goes and how far it is. */
export function OrderDetailsPage({
  orderCode,
  addresses,
  addAddressPath,
  readOnly,
  productActions,
}: OrderDetailsPageProps) {
  const intl = useIntl();
  const format = useOrderFormat();
  const title = intl.formatMessage({ id: 'orders.details.title' }, { code: orderCode });
  useDocumentTitle(title);
  const query = useSuperOrder(orderCode);
  const back = { to: paths.orders, label: intl.formatMessage({ id: 'orders.details.back' }) };

  if (query.isPending) {
    return <LoadingState text={intl.formatMessage({ id: 'orders.details.loading' })} />;
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <PageHeader title={title} back={back} />
        <LoadErrorState
          text={intl.formatMessage({ id: 'orders.details.error' })}
          retryLabel={intl.formatMessage({ id: 'orders.retry' })}
          onRetry={() => {
            void query.refetch();
          }}
        />
      </div>
    );
  }
  const order = query.data;
  if (!order) {
    return (
      <div className={styles.page}>
        <PageHeader title={intl.formatMessage({ id: 'orders.details.notFound' })} back={back} />
        <EmptyState
          icon="orders"
          iconSize={36}
          title={intl.formatMessage({ id: 'orders.details.notFound' })}
          text={intl.formatMessage({ id: 'orders.details.notFoundText' })}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        back={back}
        lead={intl.formatMessage(
          { id: 'orders.details.placed' },
          { date: format.date(order.createdAt) },
        )}
        actions={<OrderStatusBadge status={order.status} />}
      />
      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <OrderProducts order={order} productActions={productActions} />
          <OrderTimeline order={order} />
        </div>
        <div className={styles.detailSide}>
          <OrderDelivery
            order={order}
            addresses={addresses}
            addAddressPath={addAddressPath}
            readOnly={readOnly}
          />
          <OrderPayment order={order} />
          {readOnly ? null : <OrderReorder orderCode={order.orderCode} />}
        </div>
      </div>
    </div>
  );
}
