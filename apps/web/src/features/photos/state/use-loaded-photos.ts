import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TimelineCounts } from '@my-account/contract/photos';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import type { MonthKey } from '@/features/photos/lib/timeline-layout';
import {
  loadedPageCounts,
  loadedTimelinePhotos,
  type LoadedPhoto,
  type TimelineSort,
} from '@/features/photos/state/photo-cache';

/** Query hashes are the JSON of the key: a timeline query's starts with the timeline prefix. */
const TIMELINE_HASH_PREFIX = JSON.stringify(photoQueryKeys.timeline).slice(0, -1);

function isTimelineQuery(queryHash: string): boolean {
  return queryHash.startsWith(TIMELINE_HASH_PREFIX);
}

/** A number that changes whenever a timeline query's data does. */
function useTimelineCacheVersion(): number {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isTimelineQuery(event.query.queryHash)) {
          setVersion((value) => value + 1);
        }
      }),
    [queryClient],
  );
  return version;
}

/** Every loaded photo in timeline order, kept current as months load or photos go. */
export function useLoadedPhotos(
  counts: TimelineCounts | undefined,
  sort: TimelineSort,
): LoadedPhoto[] {
  const queryClient = useQueryClient();
  const version = useTimelineCacheVersion();
  // `version` changes whenever a timeline query's data does: read the cache again then.
  return useMemo(
    () => (version >= 0 ? loadedTimelinePhotos(queryClient, counts, sort) : []),
    [queryClient, counts, sort, version],
  );
}

/** Pages loaded per month for the sort, kept current as months load. */
export function useLoadedPageCounts(
  counts: TimelineCounts | undefined,
  sort: TimelineSort,
): ReadonlyMap<MonthKey, number> {
  const queryClient = useQueryClient();
  const version = useTimelineCacheVersion();
  return useMemo(
    () => (version >= 0 ? loadedPageCounts(queryClient, counts, sort) : new Map()),
    [queryClient, counts, sort, version],
  );
}
