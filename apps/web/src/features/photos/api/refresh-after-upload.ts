import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterLibraryChange } from '@/lib/library-query-keys';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';

/**
 * After uploads: the month counts, every loaded month and the tab counts are refreshed, and the
 * albums' picker of library photos with them.
 */
export function useRefreshAfterUpload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: photoQueryKeys.all }),
      invalidateAfterLibraryChange(queryClient),
    ]);
}
