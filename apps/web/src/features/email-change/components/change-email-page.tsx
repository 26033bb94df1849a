import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IdentityParams } from '@my-account/contract/identity-paths';
import { PageHeader } from '@/components/page-header/page-header';
import { useVendor } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestEmailChange } from '@/features/email-change/api/request-email-change';
import { EmailChangeSent } from '@/features/email-change/components/email-change-sent';
import { NewEmailFormFields } from '@/features/email-change/components/new-email-form';
import styles from '@/features/email-change/components/email-change.module.css';

interface ChangeEmailPageProps {
  identity: IdentityParams;
  currentEmail: string;
  /** The settings page this one belongs to (private or business). */
  settingsPath: string;
}

/**
 * `/settings/email` and `/settings/b2b/email`: asks for the new address; the change is made
 * once the customer opens the link mailed to it.
 */
export function ChangeEmailPage({ identity, currentEmail, settingsPath }: ChangeEmailPageProps) {
  const intl = useIntl();
  const vendor = useVendor();
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  useDocumentTitle(intl.formatMessage({ id: 'emailChange.pageTitle' }));

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="emailChange.pageTitle" />}
        lead={<FormattedMessage id="emailChange.lead" />}
        back={{ to: settingsPath, label: <FormattedMessage id="emailChange.backToSettings" /> }}
      />
      <section className={styles.card}>
        {sentTo === undefined ? (
          <>
            <dl className={styles.current}>
              <dt>
                <FormattedMessage id="emailChange.current" />
              </dt>
              <dd>{currentEmail}</dd>
            </dl>
            <NewEmailFormFields
              currentEmail={currentEmail}
              onSubmit={async (email) => {
                const requested = await request.mutateAsync({
                  identity,
                  email,
                  channel: vendor.host,
                });
                setSentTo(requested.email);
              }}
            />
          </>
        ) : (
          <EmailChangeSent
            sentTo={sentTo}
            currentEmail={currentEmail}
            settingsPath={settingsPath}
            onUseAnother={() => {
              setSentTo(undefined);
            }}
          />
        )}
      </section>
    </div>
  );
}
