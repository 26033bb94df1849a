import { useSharedAlbumsSummary } from '@/features/albums/api/get-shared-albums-summary';

/**
 * Albums others shared with the customer, for the Albums tab count and the 'Shared with you'
 * section: 0 while the shared-albums flag is off (or the count cannot be had), undefined while
 * it loads.
 */
export function useSharedAlbumsCount(enabled: boolean): number | undefined {
  const summary = useSharedAlbumsSummary(enabled);
  if (!enabled || summary.isError) {
    return 0;
  }
  return summary.data?.readAlbumsCount;
}
