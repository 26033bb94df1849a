import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link/back-link';
import styles from '@/components/page-header/page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** The page this one belongs to. */
  back?: { to: string; label: ReactNode };
  /** Buttons or links beside the title (wrap under it on phones). */
  actions?: ReactNode;
}

/** A page's header: back link, the one h1, an introduction and the page's main actions. */
export function PageHeader({ title, lead, back, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <div className={styles.titleRow}>
        <div className={styles.titleText}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
