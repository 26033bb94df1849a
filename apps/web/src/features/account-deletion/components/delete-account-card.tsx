import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { IdentityPath } from '@my-account/contract/account-deletion';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { DeleteAccountModal } from '@/features/account-deletion/components/delete-account-modal';
import styles from '@/features/account-deletion/components/account-deletion.module.css';

interface DeleteAccountCardProps {
  identity: IdentityPath;
  email: string | undefined;
}

/** The settings card that starts an account deletion (by e-mail confirmation). */
export function DeleteAccountCard({ identity, email }: DeleteAccountCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="delete-account-title">
      <span className={styles.cardIcon} aria-hidden="true">
        <Icon name="trash" size={22} />
      </span>
      <div className={styles.cardBody}>
        <h2 id="delete-account-title" className={styles.cardTitle}>
          <FormattedMessage id="accountDeletion.settings.title" />
        </h2>
        <p className={styles.cardText}>
          <FormattedMessage id="accountDeletion.settings.text" />
        </p>
      </div>
      <Button
        variant="danger"
        className={styles.cardAction}
        onClick={() => {
          setOpen(true);
        }}
      >
        <FormattedMessage id="accountDeletion.settings.button" />
      </Button>
      <DeleteAccountModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        identity={identity}
        email={email}
      />
    </section>
  );
}
