import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AddressInput, ValidAddress } from '@my-account/contract/addresses';
import type { CustomerAddress } from '@my-account/contract/customer';
import { AddressFields } from '@/components/form/address-fields';
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
    <label key={id} className={styles.addressChoice}>
      <input
        type="radio"
        name="delivery-address"
        value={id}
        checked={id === chosen}
        onChange={() => {
          onChoose(id);
        }}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className={styles.addressChoices} disabled={disabled}>
      <legend className="visually-hidden">{text('legend')}</legend>
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
    </fieldset>
  );
}
