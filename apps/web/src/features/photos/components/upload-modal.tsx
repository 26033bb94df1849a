import clsx from 'clsx';
import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { ACCEPTED_UPLOAD_TYPES } from '@my-account/contract/photos';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { inDisplayOrder, summarise } from '@/features/photos/lib/upload-queue';
import { useUploadQueue } from '@/features/photos/state/use-upload-queue';
import { UploadRow } from '@/features/photos/components/upload-row';
import { UploadOverallProgress } from '@/features/photos/components/upload-summary-text';
import styles from '@/features/photos/components/upload-modal.module.css';

/**
 * 'Upload photos': a drop area and a file picker (JPEG, PNG, HEIC), many files, nothing sent
 * before Upload; progress per file and overall. The queue lives in a store, so closing the
 * dialog keeps the files going (the header's indicator shows them); Cancel before the start
 * and Stop uploads while sending are the ways to drop them. Failures come first, with why.
 */
export function UploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const queue = useUploadQueue();
  const summary = summarise(queue.state);
  const running = queue.state.running;
  const allSettled = summary.total > 0 && summary.queued === 0;
  const items = useMemo(() => inDisplayOrder(queue.state.items), [queue.state.items]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    queue.add(Array.from(event.dataTransfer.files));
  };
  const closeAndClear = () => {
    queue.clear();
    onClose();
  };

  return (
    <Modal
      open={open}
      // Closing hides the dialog; what is sending goes on, what is done stays to be seen.
      onClose={allSettled ? closeAndClear : onClose}
      title={intl.formatMessage({ id: 'photos.upload.title' })}
    >
      <div className={styles.body}>
        <div
          className={clsx(
            styles.dropArea,
            dragging && styles.dragging,
            // With files listed, the list matters more: the drop area keeps to one line.
            summary.total > 0 && styles.compact,
          )}
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
              <UploadOverallProgress summary={summary} progressClassName={styles.progress} />
            </div>
            <ul
              className={styles.list}
              aria-label={intl.formatMessage({ id: 'photos.upload.listLabel' })}
            >
              {items.map((item) => (
                <UploadRow
                  key={item.id}
                  item={item}
                  onRetry={queue.retry}
                  onRemove={queue.remove}
                />
              ))}
            </ul>
          </>
        ) : null}

        <div className={styles.actions}>
          {running ? (
            <>
              <Button variant="ghost" onClick={queue.cancel}>
                {intl.formatMessage({ id: 'photos.upload.stop' })}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {intl.formatMessage({ id: 'photos.upload.background' })}
              </Button>
            </>
          ) : allSettled ? (
            <Button variant="secondary" onClick={closeAndClear}>
              {intl.formatMessage({ id: 'photos.upload.close' })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                queue.cancel();
                onClose();
              }}
            >
              {intl.formatMessage({ id: 'photos.upload.cancel' })}
            </Button>
          )}
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
