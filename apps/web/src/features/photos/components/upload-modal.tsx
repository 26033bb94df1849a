import clsx from 'clsx';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { ACCEPTED_UPLOAD_TYPES } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { summarise, type UploadItem } from '@/features/photos/lib/upload-queue';
import { useUploadQueue } from '@/features/photos/state/use-upload-queue';
import styles from '@/features/photos/components/upload-modal.module.css';

function UploadRow({
  item,
  onRetry,
  onRemove,
  disabled,
}: {
  item: UploadItem;
  onRetry: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const percent = item.file.size > 0 ? Math.round((item.loaded / item.file.size) * 100) : 0;
  const statusText =
    item.status === 'failed'
      ? (item.error?.message ??
        intl.formatMessage({ id: item.error?.messageId ?? 'photos.upload.failedUnknown' }))
      : intl.formatMessage({
          id:
            item.status === 'done'
              ? 'photos.upload.done'
              : item.status === 'uploading'
                ? 'photos.upload.uploading'
                : 'photos.upload.queued',
        });
  return (
    <li className={clsx(styles.item, styles[item.status])}>
      <div className={styles.itemMain}>
        <span className={styles.fileName}>{item.file.name}</span>
        <span className={styles.itemStatus}>
          {item.status === 'done' ? <Icon name="check" size={16} /> : null}
          {item.status === 'failed' ? <Icon name="warning" size={16} /> : null}
          {statusText}
        </span>
        {item.status === 'uploading' || item.status === 'done' ? (
          <progress
            className={styles.progress}
            max={100}
            value={item.status === 'done' ? 100 : percent}
            aria-label={intl.formatMessage(
              { id: 'photos.upload.progressLabel' },
              { name: item.file.name },
            )}
          />
        ) : null}
      </div>
      <div className={styles.itemActions}>
        {item.status === 'failed' && item.error?.messageId !== 'photos.upload.wrongType' ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'photos.upload.retry' })}
          </Button>
        ) : null}
        {item.status !== 'uploading' && item.status !== 'done' ? (
          <Button
            variant="ghost"
            size="small"
            iconOnly
            disabled={disabled}
            aria-label={intl.formatMessage(
              { id: 'photos.upload.remove' },
              { name: item.file.name },
            )}
            onClick={onRemove}
          >
            <Icon name="close" size={18} />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Upload photos': a drop area and a file picker (JPEG, PNG, HEIC), many files, nothing sent
 * before Upload; progress per file and overall; a failed file shows the server's reason and can
 * be retried on its own.
 */
export function UploadModal({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const queue = useUploadQueue(onUploaded);
  const summary = summarise(queue.state);
  const running = queue.state.running;
  const allSettled = summary.total > 0 && summary.queued === 0;

  const close = () => {
    queue.cancel();
    onClose();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <Modal open={open} onClose={close} title={intl.formatMessage({ id: 'photos.upload.title' })}>
      <div className={styles.body}>
        <div
          className={clsx(styles.dropArea, dragging && styles.dragging)}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => {
            setDragging(false);
          }}
          onDrop={onDrop}
        >
          <Icon name="upload" size={36} className={styles.dropIcon} />
          <p className={styles.dropText}>{intl.formatMessage({ id: 'photos.upload.drop' })}</p>
          <p className={styles.dropOr}>{intl.formatMessage({ id: 'photos.upload.or' })}</p>
          <Button
            variant="secondary"
            aria-describedby={hintId}
            onClick={() => {
              inputRef.current?.click();
            }}
          >
            {intl.formatMessage({ id: 'photos.upload.choose' })}
          </Button>
          <p id={hintId} className={styles.dropHint}>
            {intl.formatMessage({ id: 'photos.upload.types' })}
          </p>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={ACCEPTED_UPLOAD_TYPES.join(',')}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              queue.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </div>

        {summary.total > 0 ? (
          <>
            <div className={styles.overall}>
              <span>
                {intl.formatMessage(
                  { id: 'photos.upload.overall' },
                  { done: summary.done, total: summary.total },
                )}
              </span>
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(summary.progress * 100)}
                aria-label={intl.formatMessage({ id: 'photos.upload.overallLabel' })}
              />
            </div>
            <ul
              className={styles.list}
              aria-label={intl.formatMessage({ id: 'photos.upload.listLabel' })}
            >
              {queue.state.items.map((item) => (
                <UploadRow
                  key={item.id}
                  item={item}
                  disabled={false}
                  onRetry={() => {
                    queue.retry(item.id);
                  }}
                  onRemove={() => {
                    queue.remove(item.id);
                  }}
                />
              ))}
            </ul>
          </>
        ) : null}

        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage({
              id: allSettled ? 'photos.upload.close' : 'photos.upload.cancel',
            })}
          </Button>
          <Button
            variant="primary"
            disabled={running || summary.queued === 0}
            aria-busy={running}
            onClick={queue.start}
          >
            <Icon name="upload" size={18} />
            {intl.formatMessage({ id: 'photos.upload.upload' })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
