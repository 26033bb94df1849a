import { useIntl } from 'react-intl';
import { Spinner } from '@/components/spinner/spinner';
import { useTopLayerDialog } from '@/components/modal/use-top-layer-dialog';
import styles from '@/features/prints/components/prints.module.css';

const noop = () => undefined;

/** 'Adding {amount} photos to editor...': covers the page until the browser leaves for it. */
export function PrintsTransferOverlay({ open, amount }: { open: boolean; amount: number }) {
  const intl = useIntl();
  const dialogRef = useTopLayerDialog(open, { dismissible: false, onEscape: noop });
  const textId = 'prints-transfer-overlay-text';
  return (
    <dialog
      ref={dialogRef}
      className={styles.overlay}
      aria-labelledby={textId}
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      {open ? (
        <div className={styles.overlayContent} role="status">
          <Spinner size={48} />
          <p id={textId} className={styles.overlayText}>
            {intl.formatMessage({ id: 'prints.overlay.adding' }, { amount })}
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
