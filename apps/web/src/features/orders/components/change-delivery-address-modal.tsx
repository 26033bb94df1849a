import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useReducer, useState, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  AddressInputSchema,
  type AddressInput,
  type ValidAddress,
} from '@my-account/contract/addresses';
import type { CustomerAddress } from '@my-account/contract/customer';
import { Button } from '@/components/button/button';
import { ADDRESS_FIELDS } from '@/components/form/address-fields';
import { Modal } from '@/components/modal/modal';
import { notify } from '@/components/toast/notify';
import { isSaving, nextAddressChangeState } from '@/lib/address-change-flow';
import { isHttpError } from '@/lib/http-error';
import { serverFieldErrors, showServerFieldErrors } from '@/lib/server-field-errors';
import { useChangeDeliveryAddress } from '@/features/orders/api/change-delivery-address';
import {
  DeliveryAddressChoices,
  NEW_ADDRESS,
} from '@/features/orders/components/delivery-address-choices';
import styles from '@/features/orders/components/orders.module.css';

interface ChangeDeliveryAddressModalProps {
  orderCode: string;
  onClose: () => void;
  /** The customer's address book, to deliver to one of them. */
  addresses: readonly CustomerAddress[];
  /** A new address starts with these (the order's current name and country). */
  newAddress: Pick<AddressInput, 'firstName' | 'lastName' | 'countryCode'>;
  /** Where a new address is added to the address book. */
  addAddressPath: string;
}

const emptyAddress = (fresh: ChangeDeliveryAddressModalProps['newAddress']): AddressInput => ({
  ...fresh,
  companyName: '',
  street: '',
  houseNumber: '',
  addition: '',
  postalCode: '',
  city: '',
  phoneNumber: '',
  isDefaultDelivery: false,
  isDefaultBilling: false,
});

type Failure = 'error' | 'refused' | 'fields';

/**
 * Delivers the order to an address of the address book or to a new one typed here, through the
 * spec's address change flow (NotStarted, Editing, RequestInProgress, RequestSent,
 * SuccessfulUpdate, RequestFailed). A new address is this order's only (decision 0230).
 */
export function ChangeDeliveryAddressModal({
  orderCode,
  onClose,
  addresses,
  newAddress,
  addAddressPath,
}: ChangeDeliveryAddressModalProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `orders.changeAddress.${id}` });
  const [state, dispatch] = useReducer(nextAddressChangeState, 'NotStarted');
  const [failure, setFailure] = useState<Failure>('error');
  const accepted = useCallback(() => {
    dispatch('accepted');
  }, []);
  const change = useChangeDeliveryAddress(orderCode, accepted);
  const [chosen, setChosen] = useState(addresses[0]?.id ?? NEW_ADDRESS);
  const form = useForm<AddressInput, unknown, ValidAddress>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: emptyAddress(newAddress),
  });
  const saving = isSaving(state);

  // Typing a new address is an edit of the change flow, as choosing another address is.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          dispatch('edit');
        },
      }),
    [form],
  );

  const send = async (address: AddressInput) => {
    dispatch('submit');
    try {
      // The request's schema keeps the address fields only (not the book's id and defaults).
      await change.mutateAsync(address);
      dispatch('refreshed');
      onClose();
      notify.success(text('done'));
    } catch (error) {
      dispatch('failed');
      // Only a typed address has fields to mark; a book address refused is a failure as any.
      const refusedFields =
        chosen === NEW_ADDRESS && Object.keys(serverFieldErrors(error, 'body.')).length > 0;
      if (refusedFields) {
        showServerFieldErrors(form.setError, error, 'body.', ADDRESS_FIELDS);
      }
      setFailure(refusedFields ? 'fields' : isHttpError(error, 409) ? 'refused' : 'error');
    }
  };

  const submit = (event: SyntheticEvent) => {
    if (chosen === NEW_ADDRESS) {
      void form.handleSubmit(send)(event);
      return;
    }
    event.preventDefault();
    const address = addresses.find((entry) => entry.id === chosen);
    if (address) {
      void send(address);
    }
  };

  return (
    <Modal open onClose={onClose} dismissible={!saving} title={text('title')}>
      <form noValidate onSubmit={submit} aria-busy={saving}>
        <p className={styles.muted}>{text('intro')}</p>
        <DeliveryAddressChoices
          addresses={addresses}
          chosen={chosen}
          disabled={saving}
          form={form}
          addAddressPath={addAddressPath}
          onChoose={(id) => {
            setChosen(id);
            dispatch('edit');
          }}
        />
        {state === 'RequestFailed' ? (
          <p className={styles.error} role="alert">
            {text(failure)}
          </p>
        ) : null}
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {text('cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
            {saving ? text('saving') : text('confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
