import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useVendor } from '@/lib/runtime-context';
import { NewsletterUnsubscribePage } from '@/features/newsletter/components/newsletter-unsubscribe-page';
import { SubscriptionConfirmationPage } from '@/features/newsletter/components/subscription-confirmation-page';
import {
  SubscriptionErrorPage,
  SubscriptionSuccessPage,
} from '@/features/newsletter/components/subscription-result-pages';
import { BrandLogo } from '@/features/vendor/components/brand-logo';

/** The brand's logo over the card of a page without the shell. */
function Logo() {
  return <BrandLogo vendor={useVendor()} height={34} />;
}

/**
 * `/subscription-confirmation` (public): confirms the mailed link, then replaces itself with the
 * success or the error page, so Back does not confirm again.
 */
export function SubscriptionConfirmationRoute() {
  const navigate = useNavigate();
  const onConfirmed = useCallback(() => {
    void navigate(paths.doubleOptInConfirmationSuccess, { replace: true });
  }, [navigate]);
  const onFailed = useCallback(() => {
    void navigate(paths.doubleOptInConfirmationError, { replace: true });
  }, [navigate]);
  return <SubscriptionConfirmationPage onConfirmed={onConfirmed} onFailed={onFailed} />;
}

/** `/subscription-confirmation-success` (public). */
export function SubscriptionSuccessRoute() {
  return <SubscriptionSuccessPage logo={<Logo />} homePath={paths.home} />;
}

/** `/subscription-confirmation-error` (public): "Try again" asks for a new link in the settings. */
export function SubscriptionErrorRoute() {
  return <SubscriptionErrorPage logo={<Logo />} tryAgainPath={paths.settings} />;
}

/** `/newsletter-unsubscribe` (public): the newsletter mails' unsubscribe link. */
export function NewsletterUnsubscribeRoute() {
  return <NewsletterUnsubscribePage logo={<Logo />} settingsPath={paths.settings} />;
}
