import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/modal/modal';
import { ModalEntranceContext } from '@/components/modal/modal-entrance';
import { Spinner } from '@/components/spinner/spinner';
import styles from '@/components/lazy/lazy-dialog.module.css';

interface LazyDialogProps {
  /** The same `open` the dialog gets. */
  open: boolean;
  /** The dialog's title and close, for the frame shown while its code is still coming. */
  title: string;
  onClose: () => void;
  /** The lazily loaded dialog (lazyWithPreload), with its own props. */
  children: ReactNode;
  /** Instead of the centred modal frame, for a dialog of another shape (a bottom bar). */
  fallback?: ReactNode;
}

/**
 * A dialog whose code is not on the first screen: nothing is rendered until it first opens, and
 * from then on it stays mounted like any dialog (its state and its closing unchanged). Its
 * opener starts the load on intent (preloadOnIntent), so it usually opens at once; if its code
 * is still coming, the same modal frame shows the spinner meanwhile.
 */
export function LazyDialog({ open, title, onClose, children, fallback }: LazyDialogProps) {
  const intl = useIntl();
  const [wanted, setWanted] = useState(open);
  // Once the loading frame has come in, the dialog that replaces it appears without a second
  // entrance.
  const [frameShown, setFrameShown] = useState(false);
  // Adjusting state while rendering (React's documented pattern): the first opening mounts it.
  if (open && !wanted) {
    setWanted(true);
  }
  if (!wanted) {
    return null;
  }
  return (
    <ModalEntranceContext value={frameShown ? 'none' : 'play'}>
      <Suspense
        fallback={
          fallback ?? (
            <Modal open={open} title={title} onClose={onClose}>
              <div className={styles.loading} role="status">
                <Spinner />
                <span className="visually-hidden">
                  {intl.formatMessage({ id: 'components.modal.loading' })}
                </span>
              </div>
              <OnShown onShown={setFrameShown} />
            </Modal>
          )
        }
      >
        {children}
      </Suspense>
    </ModalEntranceContext>
  );
}

/** Tells its parent it has been on screen (an effect runs after the commit). */
function OnShown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => {
    onShown(true);
  }, [onShown]);
  return null;
}
