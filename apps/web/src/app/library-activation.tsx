import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import type { ActivationStatus } from '@my-account/contract/activation';
import { libraryQueryKeys } from '@/lib/library-query-keys';
import { getActivationStatusQueryOptions } from '@/features/activation/api/get-activation-status';
import { libraryStateStore, type LibraryState } from '@/features/photos/components/photos-panel';

/**
 * Query-key prefixes of the library data an import changes: photos (with the timeline and the
 * photo user's counts), albums and the photo-deletion account information. The activation
 * feature does not know them, so `app/` (which composes it with the library) drops them.
 */
const LIBRARY_KEYS: readonly (readonly string[])[] = [
  libraryQueryKeys.photos,
  libraryQueryKeys.accountInformation,
  libraryQueryKeys.albums,
];

/** Only a library still to activate (or importing) shows the panel: its code loads then. */
const ActivationPanel = lazyWithPreload(async () => ({
  default: (await import('@/features/activation/components/activation-panel')).ActivationPanel,
}));

/**
 * What the photos panel may conclude from the activation status. NOT_ACTIVE and IMPORTING: the
 * photos are still to come. Once ACTIVE after such a state, it stays 'not-active' until the
 * library data has been fetched again (see `onActivated`), so the old empty timeline is never
 * shown as 'empty'. A status that cannot be read does not hold the page back.
 */
export function nextLibraryState(
  current: LibraryState,
  status: ActivationStatus | undefined,
  statusFailed: boolean,
): LibraryState {
  if (status === 'NOT_ACTIVE' || status === 'IMPORTING') {
    return 'not-active';
  }
  if (status === 'ACTIVE' || status === 'DELETING') {
    return current === 'not-active' ? current : 'active';
  }
  return statusFailed && current === 'unknown' ? 'active' : current;
}

/** The activation panel of the photos page, refreshing the library once it is active. */
export function LibraryActivationPanel() {
  const queryClient = useQueryClient();
  // The same cached status the activation panel reads and polls (no extra request).
  const statusQuery = useQuery(getActivationStatusQueryOptions());
  const status = statusQuery.data;
  const statusFailed = statusQuery.isError;
  // Shown once its code is there (loaded, not suspended: no reveal delay on top of the load);
  // then it stays, to see the import through to its end (and the 'done' message).
  const needed = status === 'NOT_ACTIVE' || status === 'IMPORTING';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!needed || shown) {
      return;
    }
    let current = true;
    const show = () => {
      if (current) {
        setShown(true);
      }
    };
    // A failed load is shown by the panel's own attempt (the page's error boundary).
    ActivationPanel.preload().then(show, show);
    return () => {
      current = false;
    };
  }, [needed, shown]);

  useEffect(() => {
    libraryStateStore.set((current) => nextLibraryState(current, status, statusFailed));
  }, [status, statusFailed]);

  // Another customer may sign in next: what this one's status said must not outlive the page.
  useEffect(
    () => () => {
      libraryStateStore.set(() => 'unknown');
    },
    [],
  );

  const onActivated = useCallback(() => {
    const refreshed = LIBRARY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }));
    // Only with the imported photos fetched may an empty timeline be called empty.
    void Promise.allSettled(refreshed).then(() => {
      libraryStateStore.set(() => 'active');
    });
  }, [queryClient]);
  return shown ? (
    <Suspense fallback={null}>
      <ActivationPanel onActivated={onActivated} />
    </Suspense>
  ) : null;
}
