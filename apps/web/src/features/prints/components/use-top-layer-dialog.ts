import { useEffect, useId, useRef, type RefObject } from 'react';

/** Marks the control that gets focus when the dialog opens (`data-autofocus` in JSX). */
export const AUTOFOCUS_ATTRIBUTE = 'data-autofocus';
import { useModalStack } from '@/components/modal/modal-stack-context';

interface DialogOptions {
  /** Escape may close it (it asks `onEscape`). */
  dismissible: boolean;
  onEscape: () => void;
}

/**
 * Shows a native <dialog> modally while `open`, like the shared Modal: the page behind is
 * inert, the app's modal stack decides what Escape does, and focus returns where it was. The
 * prints bar and overlay need their own layout (a bottom bar, a full-screen veil), which the
 * shared Modal's centred panel with its title row does not give.
 */
export function useTopLayerDialog(
  open: boolean,
  { dismissible, onEscape }: DialogOptions,
): RefObject<HTMLDialogElement | null> {
  const stack = useModalStack();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onEscapeRef = useRef(onEscape);

  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) {
      return;
    }
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // jsdom (unit tests) has no showModal; browsers all do.
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
      }
    }
    // The browser focuses the first control; the dialog may name a better one.
    dialog.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`)?.focus();
    const unregister = stack.push({
      id,
      closeOnEscape: dismissible,
      lockScroll: true,
      close: () => {
        onEscapeRef.current();
      },
    });
    return () => {
      unregister();
      if (typeof dialog.close === 'function') {
        dialog.close();
      } else {
        dialog.removeAttribute('open');
      }
      previouslyFocused?.focus();
    };
  }, [open, dismissible, stack, id]);

  return dialogRef;
}
