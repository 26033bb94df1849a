import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerAddress } from '@my-account/contract/customer';
import { SettingsCard } from '@/components/settings-card/settings-card';
import { countryName } from '@/lib/market-countries';
import { addressLines } from '@/lib/address-lines';
import styles from '@/features/addresses/components/addresses.module.css';

interface AddressesCardProps {
  /** The address book as the customer record holds it (defaults first). */
  addresses: readonly CustomerAddress[];
  allAddressesPath: string;
  /** Where an empty address book's card leads: straight to adding the first address. */
  addAddressPath: string;
}

/** The settings overview's card of the address book: the default delivery address and a count. */
export function AddressesCard({ addresses, allAddressesPath, addAddressPath }: AddressesCardProps) {
  const intl = useIntl();
  const delivery = addresses.find((address) => address.isDefaultDelivery) ?? addresses[0];
  return (
    <SettingsCard
      icon="home"
      title={<FormattedMessage id="addresses.card.title" />}
      action={{
        to: addresses.length > 0 ? allAddressesPath : addAddressPath,
        label: (
          <FormattedMessage
            id={addresses.length > 0 ? 'addresses.card.manage' : 'addresses.card.add'}
          />
        ),
      }}
    >
      {delivery ? (
        <>
          <p className={styles.cardLabel}>
            <FormattedMessage id="addresses.defaultDelivery" />
          </p>
          <address className={styles.lines}>
            {addressLines(delivery, countryName(intl.locale, delivery.countryCode)).map(
              (line, index) => (
                // Lines of one address: their order is their identity.
                <span key={index}>{line}</span>
              ),
            )}
          </address>
          <p className={styles.cardCount}>
            <FormattedMessage id="addresses.card.count" values={{ count: addresses.length }} />
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage id="addresses.card.none" />
        </p>
      )}
    </SettingsCard>
  );
}
