import { useSharedAlbumsSummary } from '@/features/albums/api/get-shared-albums-summary';

/**
 * Albums others shared with the customer, for the Albums tab count and the 'Shared with you'
 * section: 0 while the shared-albums flag is off; undefined while it loads or when it cannot be
 * had, so the tab shows the spec's '-' rather than a wrong count.
 */
export function useSharedAlbumsCount(enabled: boolean): number | undefined {
  const summary = useSharedAlbumsSummary(enabled);
  if (!enabled) {
    return 0;
  }
  return summary.data?.readAlbumsCount;
}
