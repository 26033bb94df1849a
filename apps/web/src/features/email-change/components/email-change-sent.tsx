import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { EMAIL_CHANGE_VALID_HOURS } from '@my-account/contract/email-change';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { Icon } from '@/components/icon/icon';
import styles from '@/features/email-change/components/email-change.module.css';

interface EmailChangeSentProps {
  sentTo: string;
  currentEmail: string;
  settingsPath: string;
  onUseAnother: () => void;
}

/** The request went out: where to look, and that nothing changes until the link is opened. */
export function EmailChangeSent({
  sentTo,
  currentEmail,
  settingsPath,
  onUseAnother,
}: EmailChangeSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: a keyboard or screen reader user continues here.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.sent}>
      <span className={styles.sentIcon}>
        <Icon name="check" size={28} />
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        <FormattedMessage id="emailChange.sent.title" />
      </h2>
      <p>
        <FormattedMessage
          id="emailChange.sent.body"
          values={{ email: <strong>{sentTo}</strong>, hours: EMAIL_CHANGE_VALID_HOURS }}
        />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="emailChange.sent.keepSigningIn" values={{ current: currentEmail }} />
      </p>
      <div className={styles.actions}>
        <ButtonLink to={settingsPath}>
          <FormattedMessage id="emailChange.sent.backToSettings" />
        </ButtonLink>
        <Button variant="secondary" onClick={onUseAnother}>
          <FormattedMessage id="emailChange.sent.useAnother" />
        </Button>
      </div>
    </div>
  );
}
