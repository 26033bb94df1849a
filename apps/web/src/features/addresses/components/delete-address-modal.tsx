import { useIntl } from 'react-intl';
import type { CustomerAddress } from '@my-account/contract/customer';
import { ConfirmModal } from '@/components/modal/confirm-modal';
import { useDeleteAddress } from '@/features/addresses/api/delete-address';

interface DeleteAddressModalProps {
  /** The address asked about; none: the modal is closed. */
  address: CustomerAddress | undefined;
  onClose: () => void;
}

/** Asks before an address leaves the book; a default it held passes to the oldest one left. */
export function DeleteAddressModal({ address, onClose }: DeleteAddressModalProps) {
  const intl = useIntl();
  const remove = useDeleteAddress();
  const close = () => {
    remove.reset();
    onClose();
  };
  const summary = address ? `${address.street} ${address.houseNumber}, ${address.city}` : '';
  return (
    <ConfirmModal
      open={address !== undefined}
      title={intl.formatMessage({ id: 'addresses.deleteModal.title' })}
      text={intl.formatMessage(
        {
          id:
            address?.isDefaultDelivery || address?.isDefaultBilling
              ? 'addresses.deleteModal.textDefault'
              : 'addresses.deleteModal.text',
        },
        { address: summary },
      )}
      error={remove.isError ? intl.formatMessage({ id: 'addresses.deleteModal.error' }) : undefined}
      cancelLabel={intl.formatMessage({ id: 'addresses.deleteModal.cancel' })}
      confirmLabel={intl.formatMessage({ id: 'addresses.deleteModal.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'addresses.deleteModal.deleting' })}
      pending={remove.isPending}
      onConfirm={() => {
        if (address) {
          remove.mutate(address.id, { onSuccess: close });
        }
      }}
      onClose={close}
    />
  );
}
