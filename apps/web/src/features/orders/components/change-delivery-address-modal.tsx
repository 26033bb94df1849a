import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerAddress } from '@my-account/contract/customer';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { notify } from '@/components/toast/notify';
import { addressLines } from '@/lib/address-lines';
import { isHttpError } from '@/lib/http-error';
import { countryName } from '@/lib/market-countries';
import { useChangeDeliveryAddress } from '@/features/orders/api/change-delivery-address';
import styles from '@/features/orders/components/orders.module.css';

interface ChangeDeliveryAddressModalProps {
  orderCode: string;
  open: boolean;
  onClose: () => void;
  /** The customer's address book, to deliver to one of them. */
  addresses: readonly CustomerAddress[];
  /** Where a new address is added to the address book. */
  addAddressPath: string;
}

/** Choose an address of the address book; the order is then delivered there (home delivery). */
export function ChangeDeliveryAddressModal({
  orderCode,
  open,
  onClose,
  addresses,
  addAddressPath,
}: ChangeDeliveryAddressModalProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `orders.changeAddress.${id}` });
  const change = useChangeDeliveryAddress(orderCode);
  const [chosen, setChosen] = useState(addresses[0]?.id);
  const address = addresses.find((entry) => entry.id === chosen);

  const save = () => {
    if (!address) {
      return;
    }
    // The request's schema keeps the address fields only (not the book's id and defaults).
    change.mutate(address, {
      onSuccess: () => {
        onClose();
        notify.success(text('done'));
      },
    });
  };

  const close = () => {
    change.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} dismissible={!change.isPending} title={text('title')}>
      <p className={styles.muted}>{text('intro')}</p>
      {addresses.length > 0 ? (
        <fieldset className={styles.addressChoices}>
          <legend className="visually-hidden">{text('legend')}</legend>
          {addresses.map((entry) => (
            <label key={entry.id} className={styles.addressChoice}>
              <input
                type="radio"
                name="delivery-address"
                value={entry.id}
                checked={entry.id === chosen}
                onChange={() => {
                  setChosen(entry.id);
                }}
              />
              <span>
                {addressLines(entry, countryName(intl.locale, entry.countryCode)).join(', ')}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{text('empty')}</p>
      )}
      <Link to={addAddressPath} className={styles.addAddress}>
        {text('addAddress')}
      </Link>
      {change.isError ? (
        <p className={styles.error} role="alert">
          {isHttpError(change.error, 409) ? text('refused') : text('error')}
        </p>
      ) : null}
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={close} disabled={change.isPending}>
          {text('cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={save}
          disabled={!address || change.isPending}
          aria-busy={change.isPending}
        >
          {change.isPending ? text('saving') : text('confirm')}
        </Button>
      </div>
    </Modal>
  );
}
