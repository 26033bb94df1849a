import {
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

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
  const key: KeyObject = createSecretKey(secret);
  const mac = (kind: string, ownerId: string, resource: string, expires: number): Buffer =>
    createHmac('sha256', key).update(`${kind}\n${ownerId}\n${resource}\n${expires}`).digest();
  return {
    sign(kind, ownerId, resource, expires) {
      return { expires, signature: mac(kind, ownerId, resource, expires).toString('base64url') };
    },
    verify(kind, ownerId, resource, query, nowMs = Date.now()) {
      if (!Number.isSafeInteger(query.expires) || query.expires * 1000 <= nowMs) {
        return false;
      }
      const given = Buffer.from(query.signature, 'base64url');
      const expected = mac(kind, ownerId, resource, query.expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The secret, made once and kept in the database so every server and restart agree. */
export async function loadOrCreateDownloadSecret(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('downloads_keys')
    .values({
      id: KEY_ID,
      value: randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('downloads_keys')
    .select('value')
    .where('id', '=', KEY_ID)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** One signer per process, made on first use; a failed load (database down) is retried. */
export function lazyDownloadUrlSigner(db: Kysely<Database>): () => Promise<DownloadUrlSigner> {
  let signer: Promise<DownloadUrlSigner> | undefined;
  return () => {
    signer ??= loadOrCreateDownloadSecret(db).then(createDownloadUrlSigner);
    signer.catch(() => {
      signer = undefined;
    });
    return signer;
  };
}

/** Expiry of a URL made now: `ttlSeconds` ahead, but never past `notAfterMs` (e.g. the archive's). */
export function urlExpiry(ttlSeconds: number, notAfterMs?: number, nowMs = Date.now()): number {
  const wanted = Math.floor(nowMs / 1000) + ttlSeconds;
  return notAfterMs === undefined ? wanted : Math.min(wanted, Math.floor(notAfterMs / 1000));
}
