import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { ALBUM_NAME_MAX_LENGTH, type Album } from '@my-account/contract/albums';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { thumbnailUrl } from '@/lib/photos/photo-info';
import { useAlbums } from '@/features/albums/api/get-albums';
import { flattenPages } from '@/features/albums/lib/album-paging';
import { validateAlbumName, type AlbumNameError } from '@/features/albums/lib/album-name';
import { LoadMore } from '@/features/albums/components/load-more';
import formStyles from '@/components/modal/modal-form.module.css';
import styles from '@/features/albums/components/album-modals.module.css';

/** Where to copy: an existing album, or a new one made here with this name. */
export type CopyTarget = { kind: 'album'; album: Album } | { kind: 'new'; name: string };

interface CopyToAlbumModalProps {
  open: boolean;
  amount: number;
  pending: boolean;
  failed: boolean;
  onSubmit: (target: CopyTarget) => void;
  onClose: () => void;
}

const NEW = '__new__';

/** 'Copy to album': own albums only (shared ones are read-only) or a new album inline. */
export function CopyToAlbumModal(props: CopyToAlbumModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      dismissible={!props.pending}
      title={intl.formatMessage({ id: 'albums.copy.title' })}
    >
      {props.open ? <CopyForm {...props} /> : null}
    </Modal>
  );
}

function CopyForm({ amount, pending, failed, onSubmit, onClose }: CopyToAlbumModalProps) {
  const intl = useIntl();
  const id = useId();
  const albums = useAlbums(false);
  const list = flattenPages(albums.data?.pages, (page) => page.albums).filter(
    (album) => !album.isShared,
  );
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<AlbumNameError | undefined>(undefined);
  // With no albums yet, the new album is the only choice.
  const chosen = choice ?? (albums.isSuccess && list.length === 0 ? NEW : undefined);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === NEW) {
      const problem = validateAlbumName(name);
      setNameError(problem);
      if (!problem) {
        onSubmit({ kind: 'new', name });
      }
      return;
    }
    const album = list.find((entry) => entry.albumId === chosen);
    if (album) {
      onSubmit({ kind: 'album', album });
    }
  };

  const nameErrorText =
    nameError === undefined
      ? undefined
      : intl.formatMessage({
          id: nameError === 'required' ? 'albums.name.required' : 'albums.name.invalid',
        });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p className={styles.subtitle}>
        {intl.formatMessage({ id: 'albums.copy.selected' }, { amount })}
      </p>
      <fieldset className={styles.choices} disabled={pending}>
        <legend className="visually-hidden">
          {intl.formatMessage({ id: 'albums.copy.albumsLabel' })}
        </legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-album`}
            value={NEW}
            checked={chosen === NEW}
            onChange={() => {
              setChoice(NEW);
            }}
          />
          <span className={styles.choiceThumb} aria-hidden="true">
            <Icon name="plus" size={22} />
          </span>
          <span className={styles.choiceName}>
            {intl.formatMessage({ id: 'albums.copy.newAlbum' })}
          </span>
        </label>
        {chosen === NEW ? (
          <div className={formStyles.field}>
            <label htmlFor={`${id}-name`} className="visually-hidden">
              {intl.formatMessage({ id: 'albums.copy.newAlbumName' })}
            </label>
            <input
              id={`${id}-name`}
              className={formStyles.input}
              value={name}
              maxLength={ALBUM_NAME_MAX_LENGTH}
              placeholder={intl.formatMessage({ id: 'albums.name.placeholder' })}
              autoComplete="off"
              aria-invalid={nameErrorText ? true : undefined}
              aria-describedby={nameErrorText ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
              }}
            />
            {nameErrorText ? (
              <p id={`${id}-name-error`} className={formStyles.error}>
                {nameErrorText}
              </p>
            ) : null}
          </div>
        ) : null}
        {list.map((album) => (
          <label key={album.albumId} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-album`}
              value={album.albumId}
              checked={chosen === album.albumId}
              onChange={() => {
                setChoice(album.albumId);
              }}
            />
            {album.coverPhoto ? (
              <img
                className={styles.choiceThumb}
                src={thumbnailUrl(album.coverPhoto, '300')}
                alt=""
              />
            ) : (
              <span className={styles.choiceThumb} aria-hidden="true">
                <Icon name="album" size={22} />
              </span>
            )}
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{album.albumName}</span>
              <span className={styles.choiceMeta}>
                {intl.formatMessage({ id: 'albums.photoCount' }, { count: album.photosCount })}
              </span>
            </span>
          </label>
        ))}
        {albums.isPending ? <Spinner size={24} /> : null}
        {albums.isError ? (
          <p className={formStyles.error}>{intl.formatMessage({ id: 'albums.loadError' })}</p>
        ) : null}
        <LoadMore
          hasMore={albums.hasNextPage}
          loading={albums.isFetchingNextPage}
          onLoadMore={() => {
            void albums.fetchNextPage();
          }}
          label={intl.formatMessage({ id: 'albums.loadMore' })}
        />
      </fieldset>
      {failed ? (
        <p className={formStyles.error} role="alert">
          {intl.formatMessage({ id: 'albums.copy.error' })}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          {intl.formatMessage({ id: 'albums.copy.cancel' })}
        </Button>
        <Button
          variant="primary"
          type="submit"
          disabled={pending || chosen === undefined}
          aria-busy={pending}
        >
          {intl.formatMessage({ id: pending ? 'albums.copy.copying' : 'albums.copy.submit' })}
        </Button>
      </div>
    </form>
  );
}
