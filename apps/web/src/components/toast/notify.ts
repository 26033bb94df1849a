import { toast } from 'sonner';

/** Shows a toast in the shell's toaster (top-centre, 10 s). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
