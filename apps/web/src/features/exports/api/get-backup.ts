import { queryOptions, useQuery } from '@tanstack/react-query';
import { BackupSchema, type Backup } from '@my-account/contract/backups';
import { httpClient } from '@/lib/http-client';
import { isHttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';

/** GET /backups/{id}: the export and, once READY, its chunks; 404 when unknown or expired. */
export function getBackup(id: string, signal?: AbortSignal): Promise<Backup> {
  return httpClient.get(serviceUrl('photo-management', `/backups/${encodeURIComponent(id)}`), {
    schema: BackupSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getBackupQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['exports', 'backup', id] as const,
    queryFn: ({ signal }) => getBackup(id, signal),
    // An expired link stays expired; other failures follow the app's retry rule.
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status === 404) && failureCount < 2,
  });
}

export function useBackup(id: string) {
  return useQuery(getBackupQueryOptions(id));
}
