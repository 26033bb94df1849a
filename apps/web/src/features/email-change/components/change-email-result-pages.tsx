import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, ExternalButtonLink } from '@/components/button/button-link';
import { PublicMessagePage, TryAgainActions } from '@/components/message-page/public-message-page';
import { usePublicConfig } from '@/lib/runtime-context';

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
  return (
    <PublicMessagePage
      documentTitle={intl.formatMessage({ id: 'emailChange.success.title' })}
      logo={logo}
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
    </PublicMessagePage>
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
  return (
    <PublicMessagePage
      documentTitle={intl.formatMessage({ id: 'emailChange.error.title' })}
      logo={logo}
      icon="warning"
      title={<FormattedMessage id="emailChange.error.title" />}
      actions={
        <TryAgainActions
          tryAgainPath={tryAgainPath}
          tryAgainLabel={<FormattedMessage id="emailChange.error.tryAgain" />}
          contactLabel={<FormattedMessage id="emailChange.error.contact" />}
        />
      }
    >
      <FormattedMessage id="emailChange.error.body" />
    </PublicMessagePage>
  );
}
