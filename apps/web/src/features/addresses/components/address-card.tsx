import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerAddress } from '@my-account/contract/customer';
import { formatPhoneNumber } from '@my-account/contract/phone-numbers';
import { Icon } from '@/components/icon/icon';
import { countryName } from '@/lib/market-countries';
import { addressLines } from '@/lib/address-lines';
import styles from '@/features/addresses/components/addresses.module.css';

interface AddressCardProps {
  address: CustomerAddress;
  /** Edit, delete and make-default controls; none for a blocked account. */
  actions?: ReactNode;
}

/** One address of the book as it is written in its country, with its default badges. */
export function AddressCard({ address, actions }: AddressCardProps) {
  const intl = useIntl();
  const [name, ...lines] = addressLines(address, countryName(intl.locale, address.countryCode));
  return (
    <li className={styles.card}>
      <div className={styles.badges}>
        {address.isDefaultDelivery ? (
          <span className={styles.badge}>
            <Icon name="check" size={16} />
            <FormattedMessage id="addresses.defaultDelivery" />
          </span>
        ) : null}
        {address.isDefaultBilling ? (
          <span className={styles.badge}>
            <Icon name="check" size={16} />
            <FormattedMessage id="addresses.defaultBilling" />
          </span>
        ) : null}
      </div>
      <address className={styles.lines}>
        <strong>{name}</strong>
        {lines.map((line, index) => (
          // Lines of one address: their order is their identity.
          <span key={index}>{line}</span>
        ))}
        {address.phoneNumber ? (
          <span className={styles.phone}>
            <span className="visually-hidden">
              <FormattedMessage id="addresses.form.phoneNumber" />:{' '}
            </span>
            {formatPhoneNumber(address.phoneNumber, address.countryCode)}
          </span>
        ) : null}
      </address>
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
    </li>
  );
}
