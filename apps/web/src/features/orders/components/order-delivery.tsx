import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { SuperOrder } from '@my-account/contract/orders';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { addressLines } from '@/lib/address-lines';
import { countryName } from '@/lib/market-countries';
import { ExpectedDelivery } from '@/features/orders/components/expected-delivery';
import { ChangeDeliveryAddressModal } from '@/features/orders/components/change-delivery-address-modal';
import styles from '@/features/orders/components/orders.module.css';

interface OrderDeliveryProps {
  order: SuperOrder;
  addresses: readonly CustomerAddress[];
  addAddressPath: string;
  /** A blocked business account sees its orders but changes nothing. */
  readOnly: boolean;
}

/** How and where the order is delivered, its tracking link, and the change of address. */
export function OrderDelivery({ order, addresses, addAddressPath, readOnly }: OrderDeliveryProps) {
  const intl = useIntl();
  const [changing, setChanging] = useState(false);
  const type = order.deliveryType ?? 'pending';
  const lines = addressLines(
    order.deliveryAddress,
    countryName(intl.locale, order.deliveryAddress.countryCode),
  );
  return (
    <section className={styles.panel} aria-labelledby="order-delivery">
      <h2 id="order-delivery" className={styles.panelTitle}>
        <FormattedMessage id="orders.details.delivery" />
      </h2>
      <p className={styles.deliveryType}>
        <Icon name={order.deliveryType === 'PickupPoint' ? 'pin' : 'truck'} size={20} />
        <FormattedMessage id={`orders.details.deliveryType.${type}`} />
      </p>
      <ExpectedDelivery orderCode={order.orderCode} />
      {order.pickupPointName ? (
        <p>
          <FormattedMessage
            id="orders.details.pickupPoint"
            values={{ name: order.pickupPointName }}
          />
        </p>
      ) : null}
      <address className={styles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {order.trackingUrl ? (
        <a className={styles.track} href={order.trackingUrl} target="_blank" rel="noreferrer">
          <FormattedMessage id="orders.details.track" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="orders.details.trackHint" />
          </span>
          <Icon name="external" size={16} />
        </a>
      ) : null}
      {order.canChangeDeliveryAddress && !readOnly ? (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setChanging(true);
            }}
          >
            <FormattedMessage id="orders.changeAddress.button" />
          </Button>
          {changing ? (
            <ChangeDeliveryAddressModal
              orderCode={order.orderCode}
              onClose={() => {
                setChanging(false);
              }}
              addresses={addresses}
              newAddress={{
                firstName: order.deliveryAddress.firstName,
                lastName: order.deliveryAddress.lastName,
                countryCode: order.deliveryAddress.countryCode,
              }}
              addAddressPath={addAddressPath}
            />
          ) : null}
        </>
      ) : null}
      {!order.canChangeDeliveryAddress && order.status !== 'Cancelled' ? (
        <p className={styles.muted}>
          <FormattedMessage id="orders.details.locked" />
        </p>
      ) : null}
    </section>
  );
}
