import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { ALBUM_NAME_MAX_LENGTH } from '@my-account/contract/albums';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { validateAlbumName, type AlbumNameError } from '@/features/albums/lib/album-name';
import formStyles from '@/components/modal/modal-form.module.css';

interface AlbumNameModalProps {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  pending: boolean;
  /** The last save failed: 'Unable to save changes. Please try again' (the modal stays open). */
  failed: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** 'Create new album' and 'Album name' (rename): one field, validated on submit only. */
export function AlbumNameModal(props: AlbumNameModalProps) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: props.mode === 'create' ? 'albums.name.createTitle' : 'albums.name.renameTitle',
  });
  return (
    <Modal open={props.open} onClose={props.onClose} dismissible={!props.pending} title={title}>
      {/* Remounted per opening, so the field starts from the current name each time. */}
      {props.open ? <AlbumNameForm {...props} /> : null}
    </Modal>
  );
}

function AlbumNameForm({
  mode,
  initialName = '',
  pending,
  failed,
  onSubmit,
  onClose,
}: AlbumNameModalProps) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<AlbumNameError | undefined>(undefined);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAlbumName(name);
    setError(problem);
    if (!problem) {
      onSubmit(name);
    }
  };

  const errorText =
    error === 'required'
      ? intl.formatMessage({ id: 'albums.name.required' })
      : error === 'invalid'
        ? intl.formatMessage({ id: 'albums.name.invalid' })
        : undefined;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-name`} className={formStyles.label}>
          {intl.formatMessage({ id: 'albums.name.label' })}
        </label>
        <input
          id={`${id}-name`}
          className={formStyles.input}
          value={name}
          maxLength={ALBUM_NAME_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'albums.name.placeholder' })}
          autoComplete="off"
          // The modal opens for this one field (the dialog focuses it once shown).
          data-autofocus=""
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        {errorText ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {errorText}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p className={formStyles.error} role="alert">
          {intl.formatMessage({ id: 'albums.name.saveError' })}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          {intl.formatMessage({ id: 'albums.name.cancel' })}
        </Button>
        <Button variant="primary" type="submit" disabled={pending} aria-busy={pending}>
          {pending
            ? intl.formatMessage({ id: 'albums.name.saving' })
            : intl.formatMessage({
                id: mode === 'create' ? 'albums.name.create' : 'albums.name.rename',
              })}
        </Button>
      </div>
    </form>
  );
}
