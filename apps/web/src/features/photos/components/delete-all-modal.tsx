import clsx from 'clsx';
import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import formStyles from '@/components/modal/modal-form.module.css';
import styles from '@/features/photos/components/modals.module.css';

/** The confirmation word must be typed exactly (case and all). */
export function isDeleteConfirmed(value: string, word: string): boolean {
  return value === word;
}

interface DeleteAllModalProps {
  open: boolean;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Delete all photos': the customer types DELETE. The field is checked on submit only (not on
 * change or blur); a failed deletion keeps the modal open with an alert.
 */
export function DeleteAllModal({ open, pending, failed, onConfirm, onClose }: DeleteAllModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={intl.formatMessage({ id: 'photos.deleteAll.title' })}
    >
      {/* The form (and what was typed) exists only while open, so every opening starts empty,
          however it was closed last time (also by the page after a successful deletion). */}
      {open ? (
        <DeleteAllForm pending={pending} failed={failed} onConfirm={onConfirm} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}

interface DeleteAllFormProps {
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function DeleteAllForm({ pending, failed, onConfirm, onCancel }: DeleteAllFormProps) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const word = intl.formatMessage({ id: 'photos.deleteAll.confirmWord' });
  const [value, setValue] = useState('');
  const [showError, setShowError] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDeleteConfirmed(value, word)) {
      setShowError(true);
      document.getElementById(inputId)?.focus();
      return;
    }
    setShowError(false);
    onConfirm();
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {failed ? (
        <Banner tone="danger" role="alert">
          {intl.formatMessage({ id: 'photos.deleteAll.failed' })}
        </Banner>
      ) : null}
      <p className={styles.text}>{intl.formatMessage({ id: 'photos.deleteAll.text' })}</p>
      <p className={styles.text}>
        {intl.formatMessage(
          { id: 'photos.deleteAll.instruction' },
          { word: <strong key="word">{word}</strong> },
        )}
      </p>
      <div className={formStyles.field}>
        <label htmlFor={inputId} className={formStyles.label}>
          {intl.formatMessage({ id: 'photos.deleteAll.fieldLabel' })}
        </label>
        <input
          id={inputId}
          className={clsx(formStyles.input, styles.confirmationInput)}
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
        {showError ? (
          <p id={errorId} className={formStyles.error}>
            {intl.formatMessage({ id: 'photos.deleteAll.fieldError' })}
          </p>
        ) : null}
      </div>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {intl.formatMessage({ id: 'photos.deleteAll.cancel' })}
        </Button>
        <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
          {intl.formatMessage({
            id: pending ? 'photos.deleteAll.deleting' : 'photos.deleteAll.submit',
          })}
        </Button>
      </div>
    </form>
  );
}
