import { createHash } from 'node:crypto';

/** The owner as a hash in blob keys: a token `sub` may hold characters keys refuse. */
export function ownerFolder(ownerId: string): string {
  return createHash('sha256').update(ownerId).digest('hex').slice(0, 32);
}
