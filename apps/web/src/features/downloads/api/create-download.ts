import {
  CreateDownloadBodySchema,
  CreatedDownloadSchema,
  type CreateDownloadBody,
  type CreatedDownload,
} from '@my-account/contract/downloads';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** POST /downloads: starts an archive of own photos (of one album when albumId is given). */
export function createDownload(body: CreateDownloadBody): Promise<CreatedDownload> {
  return httpClient.post(serviceUrl('downloads', '/downloads'), {
    schema: CreatedDownloadSchema,
    body: { schema: CreateDownloadBodySchema, value: body },
  });
}
