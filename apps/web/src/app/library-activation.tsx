import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ActivationPanel } from '@/features/activation/components/activation-panel';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/**
 * Query-key prefixes of the library data an import changes: photos (with the timeline and the
 * photo user's counts), albums and the photo-deletion account information. The activation
 * feature cannot know other features' keys, so `app/` (which composes them) drops them.
 */
const LIBRARY_KEYS: readonly (readonly string[])[] = [
  photoQueryKeys.all,
  photoQueryKeys.accountInformation,
  // The albums feature's prefix (its album list and album pages).
  ['albums'],
];

/** The activation panel of the photos page, refreshing the library once it is active. */
export function LibraryActivationPanel() {
  const queryClient = useQueryClient();
  const onActivated = useCallback(() => {
    for (const queryKey of LIBRARY_KEYS) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
  return <ActivationPanel onActivated={onActivated} />;
}
