import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import styles from '@/features/albums/components/album-page.module.css';

interface PageStateProps {
  kind: 'loading' | 'error' | 'empty';
  text: string;
  detail?: string;
  /** A way back for a page that could not be shown. */
  backTo?: string;
  action?: ReactNode;
}

/** Loading, failure and empty states of the album views, in one card-like shape. */
export function PageState({ kind, text, detail, backTo, action }: PageStateProps) {
  const intl = useIntl();
  if (kind === 'loading') {
    return (
      <div className={styles.state} role="status">
        <Spinner />
        <span className="visually-hidden">{text}</span>
      </div>
    );
  }
  return (
    <div className={styles.state} role={kind === 'error' ? 'alert' : undefined}>
      <span className={styles.stateIcon} aria-hidden="true">
        <Icon name={kind === 'error' ? 'warning' : 'album'} size={36} />
      </span>
      {kind === 'empty' ? (
        <h2 className={styles.stateTitle}>{text}</h2>
      ) : (
        <p className={styles.stateTitle}>{text}</p>
      )}
      {detail ? <p className={styles.stateText}>{detail}</p> : null}
      {action}
      {backTo ? (
        <Link to={backTo} className={styles.backLink}>
          <Icon name="arrowLeft" size={20} />
          {intl.formatMessage({ id: 'albums.album.back' })}
        </Link>
      ) : null}
    </div>
  );
}
