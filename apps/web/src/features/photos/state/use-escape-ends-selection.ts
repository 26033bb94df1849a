import { useEffect } from 'react';
import { selectionActions, selectionStore } from '@/features/photos/state/selection-store';

/**
 * Escape leaves selection mode wherever focus is on the page (the grid, the toolbar), except
 * inside a dialog, whose Escape is its own (it closes the dialog).
 */
export function useEscapeEndsSelection(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !selectionStore.get().active) {
        return;
      }
      if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) {
        return;
      }
      event.preventDefault();
      selectionActions.end();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
