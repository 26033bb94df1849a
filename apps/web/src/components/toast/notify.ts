import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { toast } from '@/components/toast/toast';
import { LIBRARY_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@/components/toast/toast-durations';

export interface NotifyOptions {
  /** A toast with the id of a shown one replaces it instead of stacking a second. */
  id?: string;
  /** Called once the toast is gone, closed by the customer or after its time. */
  onClose?: () => void;
}

/** 5 s while the customer is in the photo library (/my-photos/...), 10 s elsewhere. */
function duration(): number {
  const { pathname } = window.location;
  return pathname === paths.photoManagement || pathname.startsWith(`${paths.photoManagement}/`)
    ? LIBRARY_TOAST_DURATION_MS
    : TOAST_DURATION_MS;
}

function toastOptions(options?: NotifyOptions) {
  return {
    duration: duration(),
    ...(options?.id ? { id: options.id } : {}),
    ...(options?.onClose ? { onAutoClose: options.onClose, onDismiss: options.onClose } : {}),
  };
}

/** Shows a toast in the shell's toaster (top centre; 5 s in the photo library, 10 s elsewhere). */
export const notify = {
  /** A node, not only text: a success may link to what it made ('Photos copied to {albumLink}'). */
  success: (message: ReactNode, options?: NotifyOptions) =>
    toast.success(message, toastOptions(options)),
  error: (message: string) => toast.error(message, toastOptions()),
  info: (message: string) => toast.info(message, toastOptions()),
};
