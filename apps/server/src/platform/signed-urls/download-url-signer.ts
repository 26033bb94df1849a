import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { createUrlSignature, loadOnce, loadOrCreateUrlSecret } from '../http/url-signature.ts';
const KEY_ID = 'download-url-signing';

/** What a signed URL gives access to; part of the MAC, so one kind never opens another. */
export type SignedResource = 'archive' | 'original' | 'backup-chunk';

export interface SignedQuery {
  /** Seconds since the epoch. */
  expires: number;
  signature: string;
}

/**
 * Signed, expiring download URLs (archives, originals, export chunks): a browser saves the file
 * without a bearer header, so the signature is the permission. The HMAC covers the kind, the
 * owner (never written in the URL), the resource and the expiry: altering any of them fails.
 */
export interface DownloadUrlSigner {
  sign(kind: SignedResource, ownerId: string, resource: string, expires: number): SignedQuery;
  verify(
    kind: SignedResource,
    ownerId: string,
    resource: string,
    query: SignedQuery,
    nowMs?: number,
  ): boolean;
}

export function createDownloadUrlSigner(secret: Buffer): DownloadUrlSigner {
  const signature = createUrlSignature(secret);
  return {
    sign(kind, ownerId, resource, expires) {
      return { expires, signature: signature.sign([kind, ownerId, resource], expires) };
    },
    verify(kind, ownerId, resource, query, nowMs = Date.now()) {
      return signature.verify([kind, ownerId, resource], query.expires, query.signature, nowMs);
    },
  };
}

/** The secret, made once and kept in the database so every server and restart agree. */
export function loadOrCreateDownloadSecret(db: Kysely<Database>): Promise<Buffer> {
  return loadOrCreateUrlSecret(db, 'downloads_keys', KEY_ID);
}

/** One signer per process, made on first use; a failed load (database down) is retried. */
export function lazyDownloadUrlSigner(db: Kysely<Database>): () => Promise<DownloadUrlSigner> {
  return loadOnce(() => loadOrCreateDownloadSecret(db).then(createDownloadUrlSigner));
}

/** Expiry of a URL made now: `ttlSeconds` ahead, but never past `notAfterMs` (e.g. the archive's). */
export function urlExpiry(ttlSeconds: number, notAfterMs?: number, nowMs = Date.now()): number {
  const wanted = Math.floor(nowMs / 1000) + ttlSeconds;
  return notAfterMs === undefined ? wanted : Math.min(wanted, Math.floor(notAfterMs / 1000));
}
