import type { SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { useTopLayerDialog } from '@/components/modal/use-top-layer-dialog';
import styles from '@/features/prints/components/prints.module.css';

interface PrintsOrderBarProps {
  open: boolean;
  amount: number;
  /** The transfer is running: 'Selecting your photos...', nothing can be changed. */
  busy: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * The prints order bar: the next step ('Next: Customise {amount} photo prints') for the
 * photos chosen. Modal, so the selection cannot change under the amount it announces.
 */
export function PrintsOrderBar({ open, amount, busy, onContinue, onCancel }: PrintsOrderBarProps) {
  const intl = useIntl();
  const dialogRef = useTopLayerDialog(open, {
    dismissible: !busy,
    onEscape: onCancel,
  });
  const titleId = 'prints-order-bar-title';

  // The browser's own Escape handling would close the dialog behind React's back.
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.barDialog}
      aria-labelledby={titleId}
      aria-busy={busy}
      onCancel={onNativeCancel}
    >
      {open ? (
        <div className={styles.bar}>
          <div className={styles.barText}>
            <h2 id={titleId} className={styles.barTitle}>
              {intl.formatMessage({ id: 'prints.bar.title' })}
            </h2>
            <p className={styles.barHint}>
              {intl.formatMessage({ id: 'prints.bar.hint' }, { amount })}
            </p>
          </div>
          <div className={styles.barActions}>
            <Button variant="ghost" disabled={busy} onClick={onCancel}>
              {intl.formatMessage({ id: 'prints.bar.cancel' })}
            </Button>
            <Button
              data-autofocus=""
              variant="primary"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) {
                  onContinue();
                }
              }}
            >
              {busy ? <Spinner size={18} /> : null}
              <span aria-live="polite">
                {busy
                  ? intl.formatMessage({ id: 'prints.bar.selecting' })
                  : intl.formatMessage({ id: 'prints.bar.next' }, { amount })}
              </span>
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
