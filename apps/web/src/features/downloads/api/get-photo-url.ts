import { SignedUrlSchema } from '@my-account/contract/downloads';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /photos/{photoId}/url (downloads service): the signed URL of one original. */
export async function getPhotoUrl(photoId: string): Promise<string> {
  const { url } = await httpClient.get(
    serviceUrl('downloads', `/photos/${encodeURIComponent(photoId)}/url`),
    { schema: SignedUrlSchema },
  );
  return url;
}
