import { useFullscreenDialog } from '@/components/photo-viewer/use-fullscreen-dialog';
import styles from '@/components/photo-viewer/photo-viewer.module.css';

interface PhotoViewerLoadingProps {
  /** The viewer's own modal-stack id and accessible name. */
  dialogId: string;
  label: string;
  /** 'Loading photo', for screen readers. */
  loadingText: string;
  onClose: () => void;
}

/**
 * The viewer while its code is still coming: its full-screen dark stage with the spinner it
 * shows while a photo loads, so the page behind never shows through. Escape closes it.
 */
export function PhotoViewerLoading({
  dialogId,
  label,
  loadingText,
  onClose,
}: PhotoViewerLoadingProps) {
  const dialogRef = useFullscreenDialog(dialogId, onClose);
  return (
    <dialog
      ref={dialogRef}
      className={styles.preview}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      <div className={styles.bar} />
      <div className={styles.stage}>
        <span className={styles.loading} role="status">
          <span className="visually-hidden">{loadingText}</span>
        </span>
      </div>
    </dialog>
  );
}
