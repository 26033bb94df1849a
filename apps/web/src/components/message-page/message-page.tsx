import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';
import styles from '@/components/message-page/message-page.module.css';

interface MessagePageProps {
  title: ReactNode;
  icon?: IconName;
  eyebrow?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Shown above the card on pages without the shell (e.g. the brand logo). */
  top?: ReactNode;
  fullScreen?: boolean;
  /** Heading level: 1 on pages of their own, 2 inside a page that has its own h1. */
  level?: 1 | 2;
}

/** A centred card for errors, empty states and pages with a single message. */
export function MessagePage({
  title,
  icon,
  eyebrow,
  children,
  actions,
  top,
  fullScreen,
  level = 1,
}: MessagePageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={clsx(styles.page, fullScreen && styles.fullScreen)}>
      {top ? <div className={styles.top}>{top}</div> : null}
      <div className={styles.card}>
        {icon ? (
          <span className={styles.icon}>
            <Icon name={icon} size={30} />
          </span>
        ) : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
