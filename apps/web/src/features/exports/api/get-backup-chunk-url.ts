import { BackupChunkUrlSchema } from '@my-account/contract/backups';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /backups/{id}/chunks/{chunk}/url: the signed URL of one zip chunk. */
export async function getBackupChunkUrl(id: string, iteration: number): Promise<string> {
  const { url } = await httpClient.get(
    serviceUrl(
      'photo-management',
      `/backups/${encodeURIComponent(id)}/chunks/${String(iteration)}/url`,
    ),
    { schema: BackupChunkUrlSchema },
  );
  return url;
}
