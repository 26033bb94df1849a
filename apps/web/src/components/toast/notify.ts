import type { ReactNode } from 'react';
import { toast } from 'sonner';

/** Shows a toast in the shell's toaster (top-centre, 10 s). */
export const notify = {
  /** A node, not only text: a success may link to what it made ('Photos copied to {albumLink}'). */
  success: (message: ReactNode) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
