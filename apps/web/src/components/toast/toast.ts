import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type ToastCall = (toast: SonnerToast) => void;

/**
 * The toasts' own code (sonner, ~9 KB) is not on the first screen: no toast shows on load. The
 * app calls this stand-in, which asks the shell's Toaster to load sonner on the first call and
 * keeps the calls made until the Toaster has mounted, then hands them over in order. Every
 * toast goes through here (and `notify`), never through 'sonner' directly.
 */
let mounted: SonnerToast | undefined;
const waiting: ToastCall[] = [];
let requested = false;
const listeners = new Set<() => void>();

function call(run: ToastCall): void {
  if (mounted) {
    run(mounted);
    return;
  }
  waiting.push(run);
  if (!requested) {
    setRequested(true);
  }
}

function setRequested(value: boolean): void {
  requested = value;
  listeners.forEach((listener) => {
    listener();
  });
}

/** Whether a toast has been asked for: the Toaster then loads sonner (useSyncExternalStore). */
export function toastRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** sonner could not be loaded (offline): the next toast asks again; those waiting still wait. */
export function toasterLoadFailed(): void {
  setRequested(false);
}

/**
 * Called by the loaded Toaster once it listens (and with undefined when it goes away, so later
 * calls wait for the next one): the waiting toasts show now.
 */
export function attachToaster(toast: SonnerToast | undefined): void {
  mounted = toast;
  if (toast) {
    waiting.splice(0).forEach((run) => {
      run(toast);
    });
  }
}

let lastId = 0;

/** Shows (or, given the id of a shown one, replaces) a toast of sonner's kind; gives its id. */
function show(kind: 'success' | 'error' | 'info' | 'loading') {
  return (message: ReactNode, options?: ExternalToast): string | number => {
    // Numbered here, not by sonner, so the id is known before sonner is there (as sonner does).
    lastId += 1;
    const id = options?.id ?? lastId;
    call((sonner) => sonner[kind](message, { ...options, id }));
    return id;
  };
}

/** sonner's `toast`, as the app uses it: the same messages, options and returned ids. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  loading: show('loading'),
};
