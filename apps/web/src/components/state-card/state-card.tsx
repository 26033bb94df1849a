import type { ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { Icon, type IconName } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import styles from '@/components/state-card/state-card.module.css';

/** A list page while its first data loads: a spinner, the text for screen readers. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={styles.state} role="status">
      <Spinner />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}

/** A list page whose data failed to load, with a retry. */
export function LoadErrorState({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.state} role="alert">
      <Icon name="warning" size={32} />
      <p className={styles.stateTitle}>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  icon: IconName;
  iconSize: number;
  title: string;
  text: string;
  /** The next step offered, if any. */
  action?: ReactNode;
}

/** A list page with nothing in it yet: icon, heading, text and the next step. */
export function EmptyState({ icon, iconSize, title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name={icon} size={iconSize} />
      </span>
      <h2 className={styles.stateTitle}>{title}</h2>
      <p className={styles.stateText}>{text}</p>
      {action}
    </div>
  );
}
