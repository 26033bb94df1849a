import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '@/components/back-link/back-link.module.css';
import { Icon } from '@/components/icon/icon';

interface BackLinkProps {
  to: string;
  children: ReactNode;
  /** Centred, for a link inside a state card. */
  centred?: boolean;
}

/** The arrow link back to the page a page belongs to, at the start of its header. */
export function BackLink({ to, children, centred = false }: BackLinkProps) {
  return (
    <Link to={to} className={clsx(styles.backLink, centred && styles.centred)}>
      <Icon name="arrowLeft" size={20} />
      {children}
    </Link>
  );
}
