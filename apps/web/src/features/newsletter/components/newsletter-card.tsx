import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  NEWSLETTER_CONFIRMATION_VALID_HOURS,
  type NewsletterSubscription,
} from '@my-account/contract/newsletter';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { SettingsCard } from '@/components/settings-card/settings-card';
import { Spinner } from '@/components/spinner/spinner';
import { Switch } from '@/components/switch/switch';
import { isHttpError } from '@/lib/http-error';
import { useVendor } from '@/lib/runtime-context';
import { useNewsletterSubscription } from '@/features/newsletter/api/get-newsletter-subscription';
import { useSubscribeToNewsletter } from '@/features/newsletter/api/subscribe-to-newsletter';
import { useUnsubscribeFromNewsletter } from '@/features/newsletter/api/unsubscribe-from-newsletter';
import styles from '@/features/newsletter/components/newsletter.module.css';

/** What the switch's description says in each state. */
function StatusText({ subscription }: { subscription: NewsletterSubscription }) {
  const email = <strong>{subscription.email}</strong>;
  switch (subscription.status) {
    case 'unsubscribed':
      return <FormattedMessage id="newsletter.card.unsubscribed" />;
    case 'subscribed':
      return <FormattedMessage id="newsletter.card.subscribed" values={{ email }} />;
    case 'pending':
      return (
        <span className={styles.inbox}>
          <Icon name="mail" size={20} className={styles.inboxIcon} />
          <span>
            <strong className={styles.inboxTitle}>
              <FormattedMessage id="newsletter.card.pendingTitle" />
            </strong>
            <FormattedMessage
              id="newsletter.card.pending"
              values={{ email, hours: NEWSLETTER_CONFIRMATION_VALID_HOURS }}
            />
          </span>
        </span>
      );
  }
}

/**
 * The settings overview's newsletter card: one switch. On asks for the double opt-in mail (the
 * card then says to check the inbox until its link is followed); off unsubscribes at once.
 */
export function NewsletterCard() {
  const intl = useIntl();
  const vendor = useVendor();
  const subscription = useNewsletterSubscription();
  const subscribe = useSubscribeToNewsletter();
  const unsubscribe = useUnsubscribeFromNewsletter();
  // The position asked for, set in the click itself: the mutation's own state reaches the
  // component a tick later, and the switch must not flick back in between.
  const [asked, setAsked] = useState<boolean | undefined>(undefined);
  const busy = asked !== undefined || subscribe.isPending || unsubscribe.isPending;
  const failure = subscribe.error ?? unsubscribe.error;

  const change = (on: boolean) => {
    subscribe.reset();
    unsubscribe.reset();
    setAsked(on);
    const settled = {
      onSettled: () => {
        setAsked(undefined);
      },
    };
    if (on) {
      subscribe.mutate(vendor.host, settled);
    } else {
      unsubscribe.mutate(undefined, settled);
    }
  };

  return (
    <SettingsCard icon="mail" title={<FormattedMessage id="newsletter.card.title" />}>
      {subscription.isPending ? (
        <div className={styles.loading} role="status">
          <Spinner size={20} />
          <FormattedMessage id="newsletter.card.loading" />
        </div>
      ) : null}
      {subscription.isError ? (
        <div className={styles.loadError} role="alert">
          <p>
            <FormattedMessage id="newsletter.card.loadError" />
          </p>
          <Button variant="secondary" size="small" onClick={() => void subscription.refetch()}>
            <FormattedMessage id="newsletter.card.retry" />
          </Button>
        </div>
      ) : null}
      {subscription.isSuccess ? (
        <div aria-live="polite">
          <Switch
            label={intl.formatMessage(
              { id: 'newsletter.card.switchLabel' },
              { brand: vendor.name },
            )}
            checked={
              // The switch moves at once; should the change fail, it moves back and says so.
              asked ?? (busy ? subscribe.isPending : subscription.data.status !== 'unsubscribed')
            }
            busy={busy}
            onChange={change}
            description={<StatusText subscription={subscription.data} />}
          />
        </div>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          <FormattedMessage
            id={isHttpError(failure, 429) ? 'newsletter.card.tooMany' : 'newsletter.card.saveError'}
          />
        </p>
      ) : null}
    </SettingsCard>
  );
}
