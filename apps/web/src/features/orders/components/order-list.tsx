import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { SuperOrder } from '@my-account/contract/orders';
import { OrderCard } from '@/features/orders/components/order-card';
import styles from '@/features/orders/components/orders.module.css';

/** Up to this many cards render as they are; a longer list renders only what is near the view. */
const PLAIN_LIST_MAX = 40;
const ESTIMATED_ROW_PX = 104;

function PlainList({ orders }: { orders: readonly SuperOrder[] }) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.orderCode}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A long history (a business with a thousand orders) stays fast: the window scrolls as usual,
 * only the cards near the viewport are in the page.
 */
function VirtualList({ orders }: { orders: readonly SuperOrder[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: orders.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => orders[index]?.orderCode ?? index,
  });
  return (
    <ul
      ref={listRef}
      className={styles.virtualList}
      style={{ height: `${String(virtualizer.getTotalSize())}px` }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const order = orders[row.index];
        return order ? (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.virtualRow}
            style={{ transform: `translateY(${String(row.start - scrollMargin)}px)` }}
          >
            <OrderCard order={order} />
          </li>
        ) : null;
      })}
    </ul>
  );
}

export function OrderList({ orders }: { orders: readonly SuperOrder[] }) {
  return orders.length > PLAIN_LIST_MAX ? (
    <VirtualList orders={orders} />
  ) : (
    <PlainList orders={orders} />
  );
}
