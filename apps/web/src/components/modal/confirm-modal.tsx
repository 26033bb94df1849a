import type { ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import styles from '@/components/modal/confirm-modal.module.css';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  text: ReactNode;
  /** Shown (as an alert) above the buttons when the action failed. */
  error?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel: string;
  /** While true nothing can be dismissed or pressed twice. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation of a destructive action (delete, remove): a text, Cancel and the action in the
 * danger look, which shows its progress.
 */
export function ConfirmModal({
  open,
  title,
  text,
  error,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal open={open} onClose={onClose} dismissible={!pending} title={title}>
      <p className={styles.text}>{text}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
