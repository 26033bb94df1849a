import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';
import styles from '@/components/banner/banner.module.css';

export type BannerTone = 'info' | 'warning' | 'danger';

const TONE_ICONS: Record<BannerTone, IconName> = {
  info: 'info',
  warning: 'warning',
  danger: 'blocked',
};

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
}

/** A full-width notice at the top of the content area. */
export function Banner({ tone, children, action, role = 'status' }: BannerProps) {
  return (
    <div className={clsx(styles.banner, styles[tone])} role={role}>
      <Icon name={TONE_ICONS[tone]} className={styles.icon} />
      <p className={styles.text}>{children}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
