import clsx from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { ExternalButtonLink } from '@/components/button/button-link';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { useAccountInformation } from '@/features/photos/api/get-account-information';
import { libraryStateStore } from '@/features/photos/components/photos-panel';
import { useStore } from '@/features/photos/state/create-store';
import {
  deriveStorageState,
  storageMessage,
  type StorageState,
  type StorageStatus,
} from '@/features/photos/lib/storage-status';
import styles from '@/features/photos/components/storage-status.module.css';

/** Session flag: the automatic opening happens once per browser session. */
export const STORAGE_MODAL_SESSION_KEY = 'photos.storageModalShown';

const STATUS_LABEL: Record<StorageStatus, string> = {
  safe: 'photos.storage.statusSafe',
  warning: 'photos.storage.statusWarning',
  critical: 'photos.storage.statusCritical',
};

function alreadyShownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_MODAL_SESSION_KEY) === 'true';
  } catch {
    return true;
  }
}

function markShownThisSession(): void {
  try {
    window.sessionStorage.setItem(STORAGE_MODAL_SESSION_KEY, 'true');
  } catch {
    // Without session storage the modal does not open by itself.
  }
}

function StorageDetails({
  state,
  lastOrderDate,
  shopUrl,
}: {
  state: StorageState;
  lastOrderDate: string | null;
  shopUrl: string | undefined;
}) {
  const intl = useIntl();
  const message = storageMessage(state);
  const longDate = (date: Date | string) => intl.formatDate(date, { dateStyle: 'long' });
  return (
    <div className={styles.details}>
      <p className={clsx(styles.statusLine, styles[state.status])}>
        <Icon name={state.status === 'safe' ? 'cloud' : 'warning'} />
        <span>{intl.formatMessage({ id: message.id }, message.values)}</span>
      </p>
      {state.status === 'critical' ? (
        <p className={styles.prompt}>
          {intl.formatMessage(
            { id: 'photos.storage.orderBy' },
            { date: longDate(state.deletionDate) },
          )}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage({ id: 'photos.storage.storedUntil' })}</dt>
          <dd>{longDate(state.deletionDate)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'photos.storage.lastOrder' })}</dt>
          <dd>
            {lastOrderDate
              ? longDate(lastOrderDate)
              : intl.formatMessage({ id: 'photos.storage.noOrder' })}
          </dd>
        </div>
      </dl>
      <p className={styles.explanation}>
        {intl.formatMessage({ id: 'photos.storage.explanation' })}
      </p>
      {shopUrl ? (
        <ExternalButtonLink href={shopUrl} variant="primary" fullWidth>
          {intl.formatMessage({ id: 'photos.storage.shop' })}
        </ExternalButtonLink>
      ) : null}
    </div>
  );
}

interface StorageStatusProps {
  /** The reactivation flag: the modal opens by itself in critical status. */
  autoOpenWhenCritical: boolean;
  shopUrl: string | undefined;
}

/** The storage status button of the header and its modal. */
export function StorageStatus({ autoOpenWhenCritical, shopUrl }: StorageStatusProps) {
  const intl = useIntl();
  const [manualOpen, setManualOpen] = useState(false);
  const [autoDismissed, setAutoDismissed] = useState(false);
  // Decided when the page opens: a modal shown earlier in this session stays closed.
  const [autoAllowed] = useState(() => !alreadyShownThisSession());
  const { data, dataUpdatedAt, isPending, isError } = useAccountInformation();
  // Days and months are counted from when the answer arrived.
  const state = useMemo(
    () => (data ? deriveStorageState(data, new Date(dataUpdatedAt)) : undefined),
    [data, dataUpdatedAt],
  );
  // A library not active yet holds no photos to keep: its button claims no status (no green
  // "safe" dot) until it is active (decision 0274). The modal still tells the dates.
  const inactive = useStore(libraryStateStore) === 'not-active';
  const buttonStatus = inactive ? undefined : state?.status;
  const autoOpen =
    autoOpenWhenCritical && autoAllowed && !autoDismissed && state?.status === 'critical';
  useEffect(() => {
    if (autoOpen) {
      markShownThisSession();
    }
  }, [autoOpen]);
  const open = manualOpen || autoOpen;
  const setOpen = (value: boolean) => {
    setManualOpen(value);
    if (!value) {
      setAutoDismissed(true);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <span
          className={clsx(styles.dot, buttonStatus && styles[buttonStatus])}
          aria-hidden="true"
        />
        {intl.formatMessage({ id: 'photos.storage.button' })}
        {buttonStatus ? (
          <span className="visually-hidden">
            {`: ${intl.formatMessage({ id: STATUS_LABEL[buttonStatus] })}`}
          </span>
        ) : null}
      </Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={intl.formatMessage({ id: 'photos.storage.title' })}
      >
        {state && data ? (
          <StorageDetails state={state} lastOrderDate={data.lastOrderDate} shopUrl={shopUrl} />
        ) : isPending ? (
          <div className={styles.loading} role="status">
            <Spinner />
          </div>
        ) : isError ? (
          <p role="alert">{intl.formatMessage({ id: 'photos.storage.loadError' })}</p>
        ) : null}
      </Modal>
    </>
  );
}
