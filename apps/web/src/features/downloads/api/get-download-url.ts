import { SignedUrlSchema } from '@my-account/contract/downloads';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /downloads/{downloadId}/url: the signed, expiring URL of a ready archive. */
export async function getDownloadUrl(downloadId: string): Promise<string> {
  const { url } = await httpClient.get(
    serviceUrl('downloads', `/downloads/${encodeURIComponent(downloadId)}/url`),
    { schema: SignedUrlSchema },
  );
  return url;
}
