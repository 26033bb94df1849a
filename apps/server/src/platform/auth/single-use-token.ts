import { createHash, randomBytes } from 'node:crypto';

/** The hash a mailed link's token is stored and looked up under; the token itself is never stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new token for a link in an e-mail (256 random bits) and the hash to store. */
export function newSingleUseToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
