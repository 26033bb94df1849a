import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DOWNLOAD_VALID_HOURS, DownloadPushMessageSchema } from '@my-account/contract/downloads';
import { ButtonLink } from '@/components/button/button-link';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { paths } from '@/config/paths';
import { usePushSocket } from '@/lib/push-socket';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadQueryKeys } from '@/features/downloads/api/download-query-keys';
import { useDownloads } from '@/features/downloads/api/list-downloads';
import { DownloadCard } from '@/features/downloads/components/download-card';
import styles from '@/features/downloads/components/downloads-page.module.css';

/** Keeps the list current while it is shown: any archive message of the customer refreshes it. */
function useRefreshOnPush() {
  const push = usePushSocket();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      push.subscribe((message) => {
        if (DownloadPushMessageSchema.safeParse(message).success) {
          void queryClient.invalidateQueries({ queryKey: downloadQueryKeys.all });
        }
      }),
    [push, queryClient],
  );
}

/** `/downloads`: the customer's zip archives, their state and a download button while valid. */
export function DownloadsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'downloads.title' });
  useDocumentTitle(title);
  useRefreshOnPush();
  const downloads = useDownloads();

  let body;
  if (downloads.isPending) {
    body = (
      <div className={styles.state} role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage({ id: 'downloads.loading' })}</span>
      </div>
    );
  } else if (downloads.isError) {
    body = (
      <div className={styles.state} role="alert">
        <Icon name="warning" size={32} />
        <p className={styles.stateTitle}>{intl.formatMessage({ id: 'downloads.loadError' })}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void downloads.refetch();
          }}
        >
          {intl.formatMessage({ id: 'downloads.retry' })}
        </Button>
      </div>
    );
  } else if (downloads.data.items.length === 0) {
    body = (
      <div className={styles.state}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <Icon name="download" size={36} />
        </span>
        <h2 className={styles.stateTitle}>{intl.formatMessage({ id: 'downloads.empty.title' })}</h2>
        <p className={styles.stateText}>{intl.formatMessage({ id: 'downloads.empty.text' })}</p>
        <ButtonLink variant="primary" to={paths.photos}>
          <Icon name="photos" size={20} />
          {intl.formatMessage({ id: 'downloads.empty.action' })}
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {downloads.data.items.map((item) => (
          <li key={item.id}>
            <DownloadCard item={item} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>
          {intl.formatMessage({ id: 'downloads.intro' }, { hours: DOWNLOAD_VALID_HOURS })}
        </p>
      </header>
      {body}
    </div>
  );
}
