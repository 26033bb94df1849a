import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/icon/icon';
import { LoadingState } from '@/components/state-card/state-card';
import cardStyles from '@/components/state-card/state-card.module.css';
import { BackLink } from '@/components/back-link/back-link';

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
    return <LoadingState text={text} />;
  }
  return (
    <div className={cardStyles.state} role={kind === 'error' ? 'alert' : undefined}>
      <span className={cardStyles.emptyIcon} aria-hidden="true">
        <Icon name={kind === 'error' ? 'warning' : 'album'} size={36} />
      </span>
      {kind === 'empty' ? (
        <h2 className={cardStyles.stateTitle}>{text}</h2>
      ) : (
        <p className={cardStyles.stateTitle}>{text}</p>
      )}
      {detail ? <p className={cardStyles.stateText}>{detail}</p> : null}
      {action}
      {backTo ? (
        <BackLink to={backTo} centred>
          {intl.formatMessage({ id: 'albums.album.back' })}
        </BackLink>
      ) : null}
    </div>
  );
}
