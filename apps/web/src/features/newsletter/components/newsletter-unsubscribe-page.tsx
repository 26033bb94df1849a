import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SUBSCRIPTION_EMAIL_PARAM, UNSUBSCRIBE_TOKEN_PARAM } from '@my-account/contract/newsletter';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { PublicMessagePage } from '@/components/message-page/public-message-page';
import { isHttpError } from '@/lib/http-error';
import { useVendor } from '@/lib/runtime-context';
import { useUnsubscribeWithLink } from '@/features/newsletter/api/unsubscribe-with-link';
import styles from '@/features/newsletter/components/newsletter.module.css';

interface NewsletterUnsubscribePageProps {
  logo: ReactNode;
  /** The newsletter setting, to subscribe again or to change it when the link fails. */
  settingsPath: string;
}

/**
 * `/newsletter-unsubscribe?email=...&token=...` (public), the link in every newsletter mail
 * (decision 0201): asks once, so a mail scanner opening the link unsubscribes nobody, then says
 * it is done. A link the server does not know (404) says so and offers the settings.
 */
export function NewsletterUnsubscribePage({ logo, settingsPath }: NewsletterUnsubscribePageProps) {
  const intl = useIntl();
  const vendor = useVendor();
  const [searchParams] = useSearchParams();
  const email = searchParams.get(SUBSCRIPTION_EMAIL_PARAM) ?? '';
  const token = searchParams.get(UNSUBSCRIBE_TOKEN_PARAM) ?? '';
  const unsubscribe = useUnsubscribeWithLink();
  const documentTitle = intl.formatMessage({ id: 'newsletter.unsubscribe.documentTitle' });
  const values = { email: <strong>{email}</strong>, brand: vendor.name };
  const settingsLink = (
    <ButtonLink to={settingsPath} variant="secondary">
      <FormattedMessage id="newsletter.unsubscribe.settings" />
    </ButtonLink>
  );

  const linkFailed = !email || !token || isHttpError(unsubscribe.error, 404);
  if (linkFailed || unsubscribe.isSuccess) {
    const done = unsubscribe.isSuccess;
    return (
      <PublicMessagePage
        documentTitle={documentTitle}
        logo={logo}
        icon={done ? 'check' : 'warning'}
        title={
          <FormattedMessage
            id={done ? 'newsletter.unsubscribe.doneTitle' : 'newsletter.unsubscribe.failedTitle'}
          />
        }
        actions={settingsLink}
      >
        <FormattedMessage
          id={done ? 'newsletter.unsubscribe.doneBody' : 'newsletter.unsubscribe.failedBody'}
          values={values}
        />
      </PublicMessagePage>
    );
  }

  return (
    <PublicMessagePage
      documentTitle={documentTitle}
      logo={logo}
      icon="mail"
      title={<FormattedMessage id="newsletter.unsubscribe.title" />}
      actions={
        <Button
          disabled={unsubscribe.isPending}
          onClick={() => {
            unsubscribe.mutate({ email, token });
          }}
        >
          <FormattedMessage
            id={
              unsubscribe.isPending
                ? 'newsletter.unsubscribe.pending'
                : 'newsletter.unsubscribe.confirm'
            }
          />
        </Button>
      }
    >
      <FormattedMessage id="newsletter.unsubscribe.body" values={values} />
      {unsubscribe.isError ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="newsletter.unsubscribe.error" />
        </p>
      ) : null}
    </PublicMessagePage>
  );
}
