import clsx from 'clsx';
import { useContext, useId, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/icon/icon';
import { ModalEntranceContext } from '@/components/modal/modal-entrance';
import { useTopLayerDialog } from '@/components/modal/use-top-layer-dialog';
import styles from '@/components/modal/modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name; shown as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  children: ReactNode;
  /** Escape and a backdrop click close it (default true). */
  dismissible?: boolean;
  /** Lock page scrolling while open (default true). */
  lockScroll?: boolean;
  /** A centred dialog, or a drawer sliding in from the left (the small-screen menu). */
  placement?: 'center' | 'left';
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (focus stays
 * inside) and shows it in the top layer. The app's modal stack decides what Escape closes and
 * whether the page may scroll; focus returns to where it was when the modal closes.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  children,
  dismissible = true,
  lockScroll = true,
  placement = 'center',
  className,
}: ModalProps) {
  const intl = useIntl();
  const entrance = useContext(ModalEntranceContext);
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useTopLayerDialog(open, { dismissible, lockScroll, onEscape: onClose });

  // The browser's own Escape handling would close the dialog behind React's back.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && event.target === event.currentTarget) {
      onClose();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, styles[placement], className)}
      data-entrance={entrance}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={clsx(styles.header, hideTitle && styles.headerBare)}>
            <h2 id={titleId} className={clsx(styles.title, hideTitle && 'visually-hidden')}>
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={intl.formatMessage({ id: 'components.modal.close' })}
              >
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
