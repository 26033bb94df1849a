import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastRequested } from '@/components/toast/toast';

const LoadedToaster = lazy(async () => ({
  default: (await import('@/components/toast/sonner-toaster')).LoadedToaster,
}));

/**
 * Toasts of the shell (top centre, dark, just below the header; each closes itself: 10 s in the
 * shell, 5 s in the photo library, see notify.ts). sonner loads with the first toast asked for,
 * not with the page; toasts asked for meanwhile wait and show once it is there (toast.ts).
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastRequested);
  return requested ? (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  ) : null;
}
