import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AddressInput, ValidAddress } from '@my-account/contract/addresses';
import type { CustomerAddress } from '@my-account/contract/customer';
import { AddressFields } from '@/components/form/address-fields';
import { RadioCard, RadioCardGroup } from '@/components/form/radio-card';
import { addressLines } from '@/lib/address-lines';
import { countryName } from '@/lib/market-countries';
import formStyles from '@/components/form/form-layout.module.css';
import styles from '@/features/orders/components/orders.module.css';

/** The choice that opens the new address's fields. */
export const NEW_ADDRESS = 'new';

interface DeliveryAddressChoicesProps {
  addresses: readonly CustomerAddress[];
  chosen: string;
  disabled: boolean;
  form: UseFormReturn<AddressInput, unknown, ValidAddress>;
  addAddressPath: string;
  onChoose: (id: string) => void;
}

/** The address book's addresses and "A new address" as one radio group; the latter opens a form. */
export function DeliveryAddressChoices({
  addresses,
  chosen,
  disabled,
  form,
  addAddressPath,
  onChoose,
}: DeliveryAddressChoicesProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `orders.changeAddress.${id}` });
  const choice = (id: string, label: string) => (
    <RadioCard
      key={id}
      name="delivery-address"
      value={id}
      checked={id === chosen}
      onChoose={() => {
        onChoose(id);
      }}
    >
      {label}
    </RadioCard>
  );
  return (
    <RadioCardGroup legend={text('legend')} disabled={disabled} className={styles.addressChoices}>
      {addresses.length === 0 ? <p>{text('empty')}</p> : null}
      {addresses.map((entry) =>
        choice(
          entry.id,
          addressLines(entry, countryName(intl.locale, entry.countryCode)).join(', '),
        ),
      )}
      {choice(NEW_ADDRESS, text('newAddress'))}
      {chosen === NEW_ADDRESS ? (
        <div className={`${formStyles.fieldset} ${styles.newAddress}`}>
          <p className={styles.muted}>{text('newAddressHint')}</p>
          <AddressFields form={form} variant="private" />
        </div>
      ) : null}
      <Link to={addAddressPath} className={styles.addAddress}>
        {text('addAddress')}
      </Link>
    </RadioCardGroup>
  );
}
