import { FormattedMessage, useIntl } from 'react-intl';
import type { IdentityParams } from '@my-account/contract/identity-paths';
import { PageHeader } from '@/components/page-header/page-header';
import { notify } from '@/components/toast/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangePassword } from '@/features/password-change/api/change-password';
import { ChangePasswordForm } from '@/features/password-change/components/change-password-form';
import styles from '@/features/password-change/components/password-change.module.css';

interface ChangePasswordPageProps {
  identity: IdentityParams;
  /** The settings page this one belongs to (private or business). */
  settingsPath: string;
  /** The password was changed: back to settings. */
  onChanged: () => void;
}

/** `/settings/password`: the password to sign in with, proven by the current one. */
export function ChangePasswordPage({ identity, settingsPath, onChanged }: ChangePasswordPageProps) {
  const intl = useIntl();
  const change = useChangePassword();
  useDocumentTitle(intl.formatMessage({ id: 'passwordChange.pageTitle' }));
  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="passwordChange.pageTitle" />}
        lead={<FormattedMessage id="passwordChange.lead" />}
        back={{ to: settingsPath, label: <FormattedMessage id="passwordChange.backToSettings" /> }}
      />
      <section className={styles.card}>
        <ChangePasswordForm
          onSubmit={async (values) => {
            await change.mutateAsync({ identity, ...values });
            notify.success(intl.formatMessage({ id: 'passwordChange.changed' }));
            onChanged();
          }}
        />
      </section>
    </div>
  );
}
