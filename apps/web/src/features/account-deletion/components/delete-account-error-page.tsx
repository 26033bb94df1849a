import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, ExternalButtonLink } from '@/components/button/button-link';
import { MessagePage } from '@/components/message-page/message-page';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * `/delete-account-error`: the confirmation failed (a spent, expired or someone else's link).
 * 'Try again' goes to the settings, where a new link can be asked for.
 */
export function DeleteAccountErrorPage() {
  const intl = useIntl();
  const { links } = usePublicConfig();
  useDocumentTitle(intl.formatMessage({ id: 'accountDeletion.error.documentTitle' }));
  return (
    <MessagePage
      icon="warning"
      title={<FormattedMessage id="accountDeletion.error.title" />}
      actions={
        <>
          <ButtonLink to={paths.settings}>
            <FormattedMessage id="accountDeletion.error.tryAgain" />
          </ButtonLink>
          {links.customerCare ? (
            <ExternalButtonLink href={links.customerCare} variant="secondary">
              <FormattedMessage id="accountDeletion.error.contactCustomerCare" />
            </ExternalButtonLink>
          ) : null}
        </>
      }
    >
      <FormattedMessage id="accountDeletion.error.text" />
    </MessagePage>
  );
}
