import { useEffect, useId, useRef, type RefObject } from 'react';
import { useModalStack } from '@/components/modal/modal-stack-context';

/** Marks the control that gets focus when the dialog opens (`data-autofocus` in JSX). */
export const AUTOFOCUS_ATTRIBUTE = 'data-autofocus';

interface DialogOptions {
  /** Escape may close it (it asks `onEscape`). */
  dismissible: boolean;
  /** Lock page scrolling while open (default true). */
  lockScroll?: boolean;
  onEscape: () => void;
}

function openDialog(dialog: HTMLDialogElement) {
  if (dialog.open) {
    return;
  }
  // jsdom (unit tests) has no showModal; browsers all do.
  if (typeof dialog.showModal === 'function') {
    dialog.showModal();
  } else {
    dialog.setAttribute('open', '');
  }
}

function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') {
    dialog.close();
  } else {
    dialog.removeAttribute('open');
  }
}

/**
 * Shows a native <dialog> modally while `open`: the browser makes the rest of the page inert
 * and shows it in the top layer, the app's modal stack decides what Escape does and whether the
 * page may scroll, and focus returns where it was. Used by the shared Modal and by dialogs that
 * need their own layout (a bottom bar, a full-screen veil) rather than its centred panel.
 */
export function useTopLayerDialog(
  open: boolean,
  { dismissible, lockScroll = true, onEscape }: DialogOptions,
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
    openDialog(dialog);
    // The browser focuses the first control; the dialog may name a better one.
    dialog.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`)?.focus();
    const unregister = stack.push({
      id,
      closeOnEscape: dismissible,
      lockScroll,
      close: () => {
        onEscapeRef.current();
      },
    });
    return () => {
      unregister();
      closeDialog(dialog);
      previouslyFocused?.focus();
    };
  }, [open, dismissible, lockScroll, stack, id]);

  return dialogRef;
}
