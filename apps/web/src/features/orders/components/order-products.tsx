import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order, SuperOrder } from '@my-account/contract/orders';
import { ProductThumbnail } from '@/features/orders/components/product-thumbnail';
import { useOrderFormat } from '@/features/orders/components/use-order-format';
import { VoucherDescription } from '@/features/orders/components/voucher-description';
import styles from '@/features/orders/components/orders.module.css';

interface OrderProductsProps {
  order: SuperOrder;
  /** Shown under each product (the route's composition, e.g. its PDF download). */
  productActions?: ((product: Order) => ReactNode) | undefined;
}

/** The order's products with pictures, quantities, prices and vouchers, then its totals. */
export function OrderProducts({ order, productActions }: OrderProductsProps) {
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency);
  const subtotal = order.products.reduce((sum, product) => sum + product.price, 0);
  const discounts = order.products.reduce((sum, product) => sum + product.discount, 0);
  return (
    <section className={styles.panel} aria-labelledby="order-products">
      <h2 id="order-products" className={styles.panelTitle}>
        <FormattedMessage id="orders.details.products" />
      </h2>
      <ul className={styles.products}>
        {order.products.map((product) => (
          <li key={product.id} className={styles.product}>
            <ProductThumbnail product={product} size="large" />
            <div className={styles.productBody}>
              {/* The shop's product name, as ordered: data, not a text of ours to translate. */}
              <p className={styles.productTitle} translate="no">
                {product.title}
              </p>
              <p className={styles.muted}>
                <FormattedMessage
                  id="orders.details.quantity"
                  values={{ quantity: product.quantity }}
                />
              </p>
              {product.voucher ? (
                <p className={styles.voucher}>
                  <FormattedMessage
                    id="orders.details.voucher"
                    values={{ code: product.voucher }}
                  />
                  {product.discount > 0 ? (
                    <span>
                      {' '}
                      <FormattedMessage
                        id="orders.details.voucherDiscount"
                        values={{ amount: money(product.discount) }}
                      />
                    </span>
                  ) : null}
                </p>
              ) : null}
              {product.voucher ? <VoucherDescription code={product.voucher} /> : null}
              {productActions?.(product)}
            </div>
            <p className={styles.productPrice}>{money(product.price)}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>
            <FormattedMessage id="orders.details.subtotal" />
          </dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discounts > 0 ? (
          <div>
            <dt>
              <FormattedMessage id="orders.details.discounts" />
            </dt>
            <dd>−{money(discounts)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="orders.details.shipping" />
          </dt>
          <dd>
            {order.shippingCost > 0 ? (
              money(order.shippingCost)
            ) : (
              <FormattedMessage id="orders.details.shippingFree" />
            )}
          </dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>
            <FormattedMessage id="orders.details.total" />
          </dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
