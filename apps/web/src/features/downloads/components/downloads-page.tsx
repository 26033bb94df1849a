import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DOWNLOAD_VALID_HOURS, DownloadPushMessageSchema } from '@my-account/contract/downloads';
import { ButtonLink } from '@/components/button/button-link';
import { Icon } from '@/components/icon/icon';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { paths } from '@/config/paths';
import { usePushSocket } from '@/lib/push-socket';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadQueryKeys } from '@/features/downloads/api/download-query-keys';
import { useDownloads } from '@/features/downloads/api/list-downloads';
import { DownloadCard } from '@/features/downloads/components/download-card';
import styles from '@/features/downloads/components/downloads-page.module.css';
import { BackLink } from '@/components/back-link/back-link';

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
    body = <LoadingState text={intl.formatMessage({ id: 'downloads.loading' })} />;
  } else if (downloads.isError) {
    body = (
      <LoadErrorState
        text={intl.formatMessage({ id: 'downloads.loadError' })}
        retryLabel={intl.formatMessage({ id: 'downloads.retry' })}
        onRetry={() => {
          void downloads.refetch();
        }}
      />
    );
  } else if (downloads.data.items.length === 0) {
    body = (
      <EmptyState
        icon="download"
        iconSize={36}
        title={intl.formatMessage({ id: 'downloads.empty.title' })}
        text={intl.formatMessage({ id: 'downloads.empty.text' })}
        action={
          <ButtonLink variant="primary" to={paths.photos}>
            <Icon name="photos" size={20} />
            {intl.formatMessage({ id: 'downloads.empty.action' })}
          </ButtonLink>
        }
      />
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
        <BackLink to={paths.photos}>{intl.formatMessage({ id: 'downloads.back' })}</BackLink>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>
          {intl.formatMessage({ id: 'downloads.intro' }, { hours: DOWNLOAD_VALID_HOURS })}
        </p>
      </header>
      {body}
    </div>
  );
}
