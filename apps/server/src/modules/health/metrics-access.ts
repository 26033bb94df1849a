import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the Authorization header carries the metrics token. Both sides are hashed first, so
 * the comparison takes the same time whatever the length of what a caller sent.
 */
export function carriesMetricsToken(
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  if (token === undefined || authorization === undefined) {
    return false;
  }
  const match = /^Bearer (.+)$/i.exec(authorization.trim());
  if (!match?.[1]) {
    return false;
  }
  return timingSafeEqual(digest(match[1]), digest(token));
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
