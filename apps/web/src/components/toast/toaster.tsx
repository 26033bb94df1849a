import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  subscribeToToastRequests,
  toastRequested,
  toasterLoadFailed,
} from '@/components/toast/toast';

/**
 * Toasts of the shell (top centre, dark, just below the header; each closes itself: 10 s in the
 * shell, 5 s in the photo library, see notify.ts). sonner loads with the first toast asked for,
 * not with the page; toasts asked for meanwhile wait and show once it is there (toast.ts). Loaded
 * by hand rather than through React.lazy: a Suspense boundary would hold the first toast back
 * for React's reveal throttle (300 ms) on top of the load.
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastRequested);
  const [LoadedToaster, setLoadedToaster] = useState<ComponentType | undefined>(undefined);
  const wanted = requested && LoadedToaster === undefined;
  useEffect(() => {
    if (!wanted) {
      return;
    }
    let current = true;
    import('@/components/toast/sonner-toaster').then(
      (module) => {
        if (current) {
          setLoadedToaster(() => module.LoadedToaster);
        }
      },
      () => {
        toasterLoadFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return LoadedToaster ? <LoadedToaster /> : null;
}
