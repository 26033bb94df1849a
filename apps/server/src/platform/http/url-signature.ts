import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * The HMAC behind every signed, expiring URL (images, downloads): a browser loads or saves the
 * file without a bearer header, so the signature is the permission. It covers the fields and the
 * expiry, one per line (callers' fields are ids without line breaks): altering any of them fails.
 */
export interface UrlSignature {
  /** base64url HMAC of the fields and the expiry (seconds since the epoch). */
  sign(fields: readonly string[], expires: number): string;
  /** True when `signature` is ours for exactly these fields and expiry, and it has not expired. */
  verify(fields: readonly string[], expires: number, signature: string, nowMs: number): boolean;
}

export function createUrlSignature(secret: Buffer): UrlSignature {
  // One KeyObject: given the raw buffer, createHmac imports the key again on every call.
  const key = createSecretKey(secret);
  const mac = (fields: readonly string[], expires: number): Buffer =>
    createHmac('sha256', key)
      .update(`${fields.join('\n')}\n${expires}`)
      .digest();
  return {
    sign: (fields, expires) => mac(fields, expires).toString('base64url'),
    verify(fields, expires, signature, nowMs) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= nowMs) {
        return false;
      }
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(fields, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The modules' secrets tables (id, value, created_at). */
type SecretsTable = 'downloads_keys' | 'photo_management_keys' | 'email_gateway_keys';

/** A signing secret, made once and kept in the database so every server and restart agree. */
export async function loadOrCreateUrlSecret(
  db: Kysely<Database>,
  table: SecretsTable,
  id: string,
): Promise<Buffer> {
  await db
    .insertInto(table)
    .values({
      id,
      value: randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom(table)
    .select('value')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** One value per process, made on first use; a failed load (database down) is retried. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
}
