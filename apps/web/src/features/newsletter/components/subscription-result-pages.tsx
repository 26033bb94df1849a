import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, ExternalButtonLink } from '@/components/button/button-link';
import { PublicMessagePage, TryAgainActions } from '@/components/message-page/public-message-page';
import { usePublicConfig } from '@/lib/runtime-context';

interface SuccessPageProps {
  /** The brand's logo above the card (these pages have no shell). */
  logo: ReactNode;
  /** Where "Continue" goes when the brand names no storefront. */
  homePath: string;
}

/** `/subscription-confirmation-success` (public): subscribed; on to the storefront. */
export function SubscriptionSuccessPage({ logo, homePath }: SuccessPageProps) {
  const intl = useIntl();
  const { links } = usePublicConfig();
  const label = <FormattedMessage id="newsletter.success.continue" />;
  return (
    <PublicMessagePage
      documentTitle={intl.formatMessage({ id: 'newsletter.success.documentTitle' })}
      logo={logo}
      icon="check"
      title={<FormattedMessage id="newsletter.success.title" />}
      actions={
        links.storefront ? (
          <ExternalButtonLink href={links.storefront}>{label}</ExternalButtonLink>
        ) : (
          <ButtonLink to={homePath}>{label}</ButtonLink>
        )
      }
    >
      <FormattedMessage id="newsletter.success.body" />
    </PublicMessagePage>
  );
}

interface ErrorPageProps {
  logo: ReactNode;
  /** Where the customer asks for a new link: the settings (sign-in first when signed out). */
  tryAgainPath: string;
}

/** `/subscription-confirmation-error` (public): the link did not work; try again, or ask. */
export function SubscriptionErrorPage({ logo, tryAgainPath }: ErrorPageProps) {
  const intl = useIntl();
  return (
    <PublicMessagePage
      documentTitle={intl.formatMessage({ id: 'newsletter.error.documentTitle' })}
      logo={logo}
      icon="warning"
      title={<FormattedMessage id="newsletter.error.title" />}
      actions={
        <TryAgainActions
          tryAgainPath={tryAgainPath}
          tryAgainLabel={<FormattedMessage id="newsletter.error.tryAgain" />}
          contactLabel={<FormattedMessage id="newsletter.error.contact" />}
        />
      }
    >
      <FormattedMessage id="newsletter.error.body" />
    </PublicMessagePage>
  );
}
