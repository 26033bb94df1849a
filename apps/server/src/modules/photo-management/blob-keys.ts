import { createHash } from 'node:crypto';

/**
 * Blob folder of one photo. A token `sub` may hold characters blob keys refuse (and should not
 * be spelled out in storage paths anyway), so the owner appears as a hash of it.
 */
export function photoBlobPrefix(ownerId: string, photoId: string): string {
  const owner = createHash('sha256').update(ownerId).digest('hex').slice(0, 32);
  return `photos/${owner}/${photoId}/`;
}
