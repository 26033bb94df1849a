import { useIntl } from 'react-intl';
import { Spinner } from '@/components/spinner/spinner';
import { useTopLayerDialog } from '@/components/modal/use-top-layer-dialog';
import styles from '@/features/prints/components/prints.module.css';

/** The prints order bar while its code is still coming: the same bar, its title and a spinner. */
export function PrintsOrderBarLoading({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const intl = useIntl();
  const dialogRef = useTopLayerDialog(open, { dismissible: true, onEscape: onCancel });
  const titleId = 'prints-order-bar-loading-title';
  return (
    <dialog
      ref={dialogRef}
      className={styles.barDialog}
      aria-labelledby={titleId}
      aria-busy="true"
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      {open ? (
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.barTitle}>
            {intl.formatMessage({ id: 'prints.bar.title' })}
          </h2>
          <Spinner size={24} />
        </div>
      ) : null}
    </dialog>
  );
}
