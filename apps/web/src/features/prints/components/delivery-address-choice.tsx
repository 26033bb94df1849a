import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerAddress } from '@my-account/contract/customer';
import { RadioCard, RadioCardGroup } from '@/components/form/radio-card';
import { addressLines } from '@/lib/address-lines';
import { countryName } from '@/lib/market-countries';
import styles from '@/features/prints/components/prints-step.module.css';

interface DeliveryAddressChoiceProps {
  addresses: readonly CustomerAddress[];
  value: string | undefined;
  onChange: (addressId: string) => void;
  /** Where a new address is added to the address book. */
  addAddressPath: string;
}

/** Where the prints go: one address of the address book, or a way to add the first. */
export function DeliveryAddressChoice({
  addresses,
  value,
  onChange,
  addAddressPath,
}: DeliveryAddressChoiceProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `prints.step.${id}` });
  return (
    <section className={styles.panel} aria-labelledby="prints-step-delivery">
      <h2 id="prints-step-delivery" className={styles.sectionTitle}>
        {text('deliveryHeading')}
      </h2>
      {addresses.length > 0 ? (
        <RadioCardGroup legend={text('deliveryLegend')}>
          {addresses.map((address) => {
            const [name, ...rest] = addressLines(
              address,
              countryName(intl.locale, address.countryCode),
            );
            return (
              <RadioCard
                key={address.id}
                name="prints-delivery-address"
                value={address.id}
                checked={address.id === value}
                onChoose={() => {
                  onChange(address.id);
                }}
              >
                <strong>{name}</strong>
                <span>{rest.join(', ')}</span>
              </RadioCard>
            );
          })}
        </RadioCardGroup>
      ) : (
        <p className={styles.muted}>{text('noAddresses')}</p>
      )}
      <Link to={addAddressPath} className={styles.addAddress}>
        {text('addAddress')}
      </Link>
    </section>
  );
}
