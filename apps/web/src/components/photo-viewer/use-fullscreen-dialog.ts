import { useEffect, useRef } from 'react';
import { useModalStack } from '@/components/modal/modal-stack-context';

/**
 * Opens a <dialog> as modal while mounted (the page behind is inert, focus stays inside) and
 * registers it with the app's modal stack, so Escape closes the topmost thing first.
 */
export function useFullscreenDialog(id: string, onClose: () => void) {
  const stack = useModalStack();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open && typeof dialog.showModal === 'function') {
      dialog.showModal();
    }
    const unregister = stack.push({
      id,
      closeOnEscape: true,
      lockScroll: true,
      close: () => {
        onCloseRef.current();
      },
    });
    return () => {
      unregister();
      if (typeof dialog.close === 'function') {
        dialog.close();
      }
      // Unmounted with its route: give focus back to what opened it (the photo's tile).
      if (previouslyFocused?.isConnected) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, [stack, id]);
  return dialogRef;
}
