import clsx from 'clsx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { PhotoThumbnail } from '@/components/photo-tile/photo-thumbnail';
import { Spinner } from '@/components/spinner/spinner';
import { photoName } from '@/lib/photos/photo-info';
import { useLibraryPhotos } from '@/features/albums/api/get-library-photos';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { LoadMore } from '@/features/albums/components/load-more';
import formStyles from '@/components/modal/modal-form.module.css';
import styles from '@/features/albums/components/album-modals.module.css';
import tileStyles from '@/features/albums/components/album-page.module.css';

interface PhotoPickerModalProps {
  open: boolean;
  albumName: string;
  pending: boolean;
  failed: boolean;
  onSubmit: (photoIds: string[]) => void;
  onClose: () => void;
}

/** Add photos: the customer's library as a grid of checkboxes; adds the chosen ones. */
export function PhotoPickerModal(props: PhotoPickerModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      dismissible={!props.pending}
      className={styles.picker}
      title={intl.formatMessage({ id: 'albums.picker.title' }, { albumName: props.albumName })}
    >
      {props.open ? <PhotoPicker {...props} /> : null}
    </Modal>
  );
}

function PhotoPicker({ pending, failed, onSubmit, onClose }: PhotoPickerModalProps) {
  const intl = useIntl();
  const library = useLibraryPhotos(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const photos = flattenPages(library.data?.pages, (page) => page.images);

  const toggle = (id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  };

  let body;
  if (library.isPending) {
    body = (
      <div className={styles.muted} role="status">
        <Spinner />
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'albums.picker.loading' })}
        </span>
      </div>
    );
  } else if (library.isError) {
    body = (
      <p className={formStyles.error} role="alert">
        {intl.formatMessage({ id: 'albums.picker.loadError' })}
      </p>
    );
  } else if (photos.length === 0) {
    body = <p className={styles.muted}>{intl.formatMessage({ id: 'albums.picker.empty' })}</p>;
  } else {
    body = (
      <>
        <ul
          className={styles.pickerGrid}
          aria-label={intl.formatMessage({ id: 'albums.picker.label' })}
        >
          {photos.map((photo) => {
            const selected = chosen.has(photo.imageId);
            return (
              <li key={photo.imageId} className={styles.pickerCell}>
                <label className={tileStyles.pickTile} data-selected={selected || undefined}>
                  <PhotoThumbnail photo={photo} size="300" />
                  <input
                    type="checkbox"
                    className={tileStyles.pickCheck}
                    checked={selected}
                    disabled={pending}
                    aria-label={intl.formatMessage(
                      { id: 'albums.picker.select' },
                      { name: photoName(photo) },
                    )}
                    onChange={() => {
                      toggle(photo.imageId);
                    }}
                  />
                </label>
              </li>
            );
          })}
        </ul>
        <LoadMore
          hasMore={library.hasNextPage}
          loading={library.isFetchingNextPage}
          onLoadMore={() => {
            void library.fetchNextPage();
          }}
          label={intl.formatMessage({ id: 'albums.picker.loadMore' })}
        />
      </>
    );
  }

  return (
    <div>
      {body}
      {failed ? (
        <p className={formStyles.error} role="alert">
          {intl.formatMessage({ id: 'albums.picker.saveError' })}
        </p>
      ) : null}
      <div className={styles.pickerFooter}>
        <span aria-live="polite">
          {intl.formatMessage({ id: 'albums.picker.selected' }, { amount: chosen.size })}
        </span>
        <div className={clsx(formStyles.actions, styles.pickerActions)}>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {intl.formatMessage({ id: 'albums.picker.cancel' })}
          </Button>
          <Button
            variant="primary"
            disabled={chosen.size === 0 || pending}
            aria-busy={pending}
            onClick={() => {
              onSubmit([...chosen]);
            }}
          >
            {intl.formatMessage({ id: pending ? 'albums.picker.saving' : 'albums.picker.submit' })}
          </Button>
        </div>
      </div>
    </div>
  );
}
