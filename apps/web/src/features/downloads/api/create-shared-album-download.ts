import {
  CreateSharedAlbumDownloadBodySchema,
  CreatedDownloadSchema,
  type CreateSharedAlbumDownloadBody,
  type CreatedDownload,
} from '@my-account/contract/downloads';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** POST /shared-album-downloads: an archive of photos of a shared album, each with its owner. */
export function createSharedAlbumDownload(
  body: CreateSharedAlbumDownloadBody,
): Promise<CreatedDownload> {
  return httpClient.post(serviceUrl('downloads', '/shared-album-downloads'), {
    schema: CreatedDownloadSchema,
    body: { schema: CreateSharedAlbumDownloadBodySchema, value: body },
  });
}
