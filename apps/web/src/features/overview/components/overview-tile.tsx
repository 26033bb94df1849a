import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon/icon';
import styles from '@/features/overview/components/overview.module.css';

interface OverviewTileProps {
  icon: IconName;
  title: ReactNode;
  description: ReactNode;
  /** An in-app path, or an external URL when `external`. */
  to: string;
  external?: boolean;
  /** Said to screen readers after the title, e.g. that the link leaves the account. */
  externalHint?: string;
}

/** A card linking to one area of the account or of the brand's site. */
export function OverviewTile({
  icon,
  title,
  description,
  to,
  external,
  externalHint,
}: OverviewTileProps) {
  const content = (
    <>
      <span className={styles.tileIcon}>
        <Icon name={icon} />
      </span>
      <span className={styles.tileText}>
        <span className={styles.tileTitle}>
          {title}
          {external && externalHint ? (
            <span className="visually-hidden"> ({externalHint})</span>
          ) : null}
        </span>
        <span className={styles.tileDescription}>{description}</span>
      </span>
      <Icon name={external ? 'external' : 'arrowRight'} size={20} className={styles.tileArrow} />
    </>
  );
  return external ? (
    <a className={styles.tile} href={to}>
      {content}
    </a>
  ) : (
    <Link className={styles.tile} to={to}>
      {content}
    </Link>
  );
}
