import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { isOrderInProgress, type SuperOrder } from '@my-account/contract/orders';
import { ExternalButtonLink } from '@/components/button/button-link';
import { PageHeader } from '@/components/page-header/page-header';
import { CutOffBanner } from '@/features/orders/components/cut-off-banner';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { Tabs } from '@/components/tabs/tabs';
import { usePublicConfig } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAllSuperOrders } from '@/features/orders/api/get-super-orders';
import { OrderList } from '@/features/orders/components/order-list';
import styles from '@/features/orders/components/orders.module.css';

function TabContent({ orders, emptyText }: { orders: readonly SuperOrder[]; emptyText: string }) {
  return orders.length > 0 ? (
    <OrderList orders={orders} />
  ) : (
    <p className={styles.tabEmpty}>{emptyText}</p>
  );
}

/**
 * `/orders`: the customer's orders in progress (created within 30 days, not dispatched more than
 * 14 days ago) and their history, loaded 100 at a time until all are there.
 */
export function OrdersPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `orders.${id}` }, values);
  useDocumentTitle(text('title'));
  const { links } = usePublicConfig();
  const query = useAllSuperOrders();
  // The day the page was opened: the in-progress rule counts days from it.
  const [now] = useState(() => new Date());
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.totalCount ?? 0;
  const [inProgress, history] = useMemo(() => {
    const current: SuperOrder[] = [];
    const past: SuperOrder[] = [];
    for (const order of orders) {
      (isOrderInProgress(order, now) ? current : past).push(order);
    }
    return [current, past];
  }, [orders, now]);
  // Opens on the orders in progress, or on the history when none is.
  const [chosenTab, setChosenTab] = useState<string>();
  const tab =
    chosenTab ?? (inProgress.length > 0 || history.length === 0 ? 'inProgress' : 'history');

  let body;
  if (query.isPending) {
    body = <LoadingState text={text('loading')} />;
  } else if (query.isError && orders.length === 0) {
    body = (
      <LoadErrorState
        text={text('loadError')}
        retryLabel={text('retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        icon="orders"
        iconSize={36}
        title={text('empty.title')}
        text={text('empty.text')}
        action={
          links.storefront ? (
            <ExternalButtonLink href={links.storefront} variant="primary">
              {text('empty.action')}
            </ExternalButtonLink>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        {query.hasNextPage || query.isFetchingNextPage ? (
          <p className={styles.progress} role="status">
            {text('loadingMore', { loaded: orders.length, total })}
          </p>
        ) : null}
        <Tabs
          label={text('tabs.label')}
          selectedId={tab}
          onSelect={setChosenTab}
          items={[
            {
              id: 'inProgress',
              label: text('tabs.inProgress', { count: inProgress.length }),
              content: <TabContent orders={inProgress} emptyText={text('emptyTab.inProgress')} />,
            },
            {
              id: 'history',
              label: text('tabs.history', { count: history.length }),
              content: <TabContent orders={history} emptyText={text('emptyTab.history')} />,
            },
          ]}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={text('title')} lead={text('intro')} />
      <CutOffBanner />
      {body}
    </div>
  );
}
