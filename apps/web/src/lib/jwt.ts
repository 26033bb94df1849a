import { z } from 'zod/mini';

/**
 * Decodes the payload of a JWT without verifying it: the app only reads its own tokens to
 * learn who is signed in and when the token expires; the API verifies signatures.
 */
export function decodeJwtPayload(token: string | undefined | null): Record<string, unknown> {
  if (!token) {
    throw new Error('JWT Token must be provided');
  }
  const payload = token.split('.')[1];
  if (!payload) {
    throw new Error('JWT Token must have a Payload');
  }
  const decoded: unknown = JSON.parse(base64UrlDecode(payload));
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new Error('JWT Token must have a Payload');
  }
  return decoded as Record<string, unknown>;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const ExpirySchema = z.object({ exp: z.number() });

/** Seconds of slack so a token about to expire in flight is treated as expired already. */
const EXPIRY_SKEW_SECONDS = 30;

/** Expiry of a token in epoch milliseconds, or undefined when it has none or is unreadable. */
export function tokenExpiresAt(token: string | undefined): number | undefined {
  if (!token) {
    return undefined;
  }
  try {
    const parsed = ExpirySchema.safeParse(decodeJwtPayload(token));
    return parsed.success ? parsed.data.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token decodes and expires more than a few seconds from `now`. */
export function isTokenValid(token: string | undefined, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt - EXPIRY_SKEW_SECONDS * 1000 > now;
}
