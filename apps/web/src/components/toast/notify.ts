import type { ReactNode } from 'react';
import { toast } from 'sonner';

export interface NotifyOptions {
  /** A toast with the id of a shown one replaces it instead of stacking a second. */
  id?: string;
  /** Called once the toast is gone, closed by the customer or after its 10 s. */
  onClose?: () => void;
}

function toastOptions(options: NotifyOptions | undefined) {
  return {
    ...(options?.id ? { id: options.id } : {}),
    ...(options?.onClose ? { onAutoClose: options.onClose, onDismiss: options.onClose } : {}),
  };
}

/** Shows a toast in the shell's toaster (bottom left, 10 s). */
export const notify = {
  /** A node, not only text: a success may link to what it made ('Photos copied to {albumLink}'). */
  success: (message: ReactNode, options?: NotifyOptions) =>
    toast.success(message, toastOptions(options)),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
