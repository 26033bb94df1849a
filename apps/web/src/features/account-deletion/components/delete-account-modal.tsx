import { FormattedMessage, useIntl } from 'react-intl';
import {
  ACCOUNT_DELETION_LINK_VALID_HOURS,
  type IdentityPath,
} from '@my-account/contract/account-deletion';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import formStyles from '@/components/modal/modal-form.module.css';
import { useVendor } from '@/lib/runtime-context';
import { useRequestAccountDeletion } from '@/features/account-deletion/api/request-account-deletion';
import styles from '@/features/account-deletion/components/account-deletion.module.css';

interface DeleteAccountModalProps {
  open: boolean;
  onClose: () => void;
  identity: IdentityPath;
  /** Where the link goes, to say so once it is sent. */
  email: string | undefined;
}

/**
 * Asks before anything happens, then sends the confirmation e-mail: nothing is deleted until the
 * customer opens its link. A failed request keeps the modal open with an alert.
 */
export function DeleteAccountModal({ open, onClose, identity, email }: DeleteAccountModalProps) {
  const intl = useIntl();
  const vendor = useVendor();
  const request = useRequestAccountDeletion();
  const close = () => {
    request.reset();
    onClose();
  };
  const hours = ACCOUNT_DELETION_LINK_VALID_HOURS;

  if (request.isSuccess) {
    return (
      <Modal
        open={open}
        onClose={close}
        title={intl.formatMessage({ id: 'accountDeletion.requestModal.sentTitle' })}
      >
        <p className={styles.modalText} role="status">
          {email ? (
            <FormattedMessage
              id="accountDeletion.requestModal.sentText"
              values={{ email: <strong key="email">{email}</strong>, hours }}
            />
          ) : (
            <FormattedMessage
              id="accountDeletion.requestModal.sentTextNoEmail"
              values={{ hours }}
            />
          )}
        </p>
        <div className={formStyles.actions}>
          <Button onClick={close}>
            <FormattedMessage id="accountDeletion.requestModal.done" />
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!request.isPending}
      title={intl.formatMessage({ id: 'accountDeletion.requestModal.title' })}
    >
      <div className={formStyles.form}>
        {request.isError ? (
          <Banner tone="danger" role="alert">
            <FormattedMessage id="accountDeletion.requestModal.error" />
          </Banner>
        ) : null}
        <p className={styles.modalText}>
          <FormattedMessage id="accountDeletion.requestModal.text" />
        </p>
        <div className={formStyles.actions}>
          <Button variant="secondary" onClick={close} disabled={request.isPending}>
            <FormattedMessage id="accountDeletion.requestModal.cancel" />
          </Button>
          <Button
            variant="danger"
            disabled={request.isPending}
            aria-busy={request.isPending}
            onClick={() => {
              request.mutate({ identity, channel: vendor.host });
            }}
          >
            <FormattedMessage
              id={
                request.isPending
                  ? 'accountDeletion.requestModal.pending'
                  : 'accountDeletion.requestModal.confirm'
              }
            />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
