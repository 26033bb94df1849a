import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon/icon';
import styles from '@/components/settings-card/settings-card.module.css';

interface SettingsCardProps {
  icon: IconName;
  title: ReactNode;
  /** What is set now (a summary); the card's body. */
  children: ReactNode;
  /** The page where it is changed: its link text should say what it does ("Edit details"). */
  action?: { to: string; label: ReactNode };
}

/**
 * One card of the settings overview: icon, title, a summary of what is set, and the link to the
 * page that changes it.
 */
export function SettingsCard({ icon, title, children, action }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </header>
      <div className={styles.body}>{children}</div>
      {action ? (
        <Link to={action.to} className={styles.action}>
          {action.label}
          <Icon name="arrowRight" size={18} />
        </Link>
      ) : null}
    </section>
  );
}

/** A label and value line inside a settings card ("Phone  07911 123456"). */
export function SettingsCardDetail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The list that holds SettingsCardDetail lines. */
export function SettingsCardDetails({ children }: { children: ReactNode }) {
  return <dl className={styles.details}>{children}</dl>;
}
