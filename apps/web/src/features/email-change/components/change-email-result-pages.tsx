import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, ExternalButtonLink } from '@/components/button/button-link';
import { MessagePage } from '@/components/message-page/message-page';
import { usePublicConfig } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';

interface ResultPageProps {
  /** The brand's logo above the card (these pages have no shell). */
  logo: ReactNode;
  /** Where signing in starts (the app's home: signed out, it asks to sign in). */
  homePath: string;
}

/** `/change-email-success` (public): the customer was signed out and signs in anew. */
export function ChangeEmailSuccessPage({ logo, homePath }: ResultPageProps) {
  const intl = useIntl();
  const { links } = usePublicConfig();
  useDocumentTitle(intl.formatMessage({ id: 'emailChange.success.title' }));
  return (
    <main id="main-content">
      <MessagePage
        fullScreen
        top={logo}
        icon="check"
        title={<FormattedMessage id="emailChange.success.title" />}
        actions={
          <>
            <ButtonLink to={homePath} reloadDocument>
              <FormattedMessage id="emailChange.success.logIn" />
            </ButtonLink>
            {links.storefront ? (
              <ExternalButtonLink variant="secondary" href={links.storefront}>
                <FormattedMessage id="emailChange.success.continue" />
              </ExternalButtonLink>
            ) : null}
          </>
        }
      >
        <FormattedMessage id="emailChange.success.body" />
      </MessagePage>
    </main>
  );
}

interface ErrorPageProps {
  logo: ReactNode;
  /** Where the customer asks again for a change. */
  tryAgainPath: string;
}

/** `/change-email-error` (public): the link did not work; try again, or ask customer care. */
export function ChangeEmailErrorPage({ logo, tryAgainPath }: ErrorPageProps) {
  const intl = useIntl();
  const { links } = usePublicConfig();
  useDocumentTitle(intl.formatMessage({ id: 'emailChange.error.title' }));
  return (
    <main id="main-content">
      <MessagePage
        fullScreen
        top={logo}
        icon="warning"
        title={<FormattedMessage id="emailChange.error.title" />}
        actions={
          <>
            <ButtonLink to={tryAgainPath}>
              <FormattedMessage id="emailChange.error.tryAgain" />
            </ButtonLink>
            {links.customerCare ? (
              <ExternalButtonLink variant="secondary" href={links.customerCare}>
                <FormattedMessage id="emailChange.error.contact" />
              </ExternalButtonLink>
            ) : null}
          </>
        }
      >
        <FormattedMessage id="emailChange.error.body" />
      </MessagePage>
    </main>
  );
}
