import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImageVariant } from '@my-account/contract/photos';
import type { Database } from '../../platform/database/schema.ts';

const KEY_ID = 'image-url-signing';
const DAY_SECONDS = 24 * 60 * 60;
/** ~200 bytes each: at most ~10 MB. */
const RECENT_SIGNATURES = 50_000;

export interface SignedImageQuery {
  expires: number;
  signature: string;
}

export interface ImageUrlSigner {
  /** Expiry and signature for the variant; the same all day, so browsers can cache the image. */
  sign(ownerId: string, photoId: string, variant: ImageVariant, nowMs?: number): SignedImageQuery;
  /** True when the signature is ours for exactly this owner, photo and variant, and unexpired. */
  verify(
    ownerId: string,
    photoId: string,
    variant: ImageVariant,
    query: SignedImageQuery,
    nowMs?: number,
  ): boolean;
}

/**
 * Signed image URLs let `<img src>` load a customer's images without a bearer header. The HMAC
 * covers owner, photo, variant and expiry. The expiry is the end of the day after tomorrow
 * (UTC), so a URL stays the same for a whole day (cacheable) and is valid for one to two days.
 */
export function createImageUrlSigner(secret: Buffer): ImageUrlSigner {
  // One KeyObject: given the raw buffer, createHmac imports the key again on every call, and a
  // page of 24 photos signs 96 URLs.
  const key = createSecretKey(secret);
  const mac = (ownerId: string, photoId: string, variant: string, expires: number): Buffer =>
    createHmac('sha256', key).update(`${ownerId}\n${photoId}\n${variant}\n${expires}`).digest();
  // Signatures are the same all day, and customers page through the same photos again and
  // again: remember the latest ones (oldest dropped first) rather than recompute 96 per page.
  const recent = new Map<string, string>();
  return {
    sign(ownerId, photoId, variant, nowMs = Date.now()) {
      const today = Math.floor(nowMs / 1000 / DAY_SECONDS);
      const expires = (today + 2) * DAY_SECONDS;
      const cacheKey = `${ownerId}\n${photoId}\n${variant}\n${expires}`;
      let signature = recent.get(cacheKey);
      if (signature === undefined) {
        signature = mac(ownerId, photoId, variant, expires).toString('base64url');
        if (recent.size >= RECENT_SIGNATURES) {
          const oldest = recent.keys().next();
          if (!oldest.done) {
            recent.delete(oldest.value);
          }
        }
        recent.set(cacheKey, signature);
      }
      return { expires, signature };
    },
    verify(ownerId, photoId, variant, query, nowMs = Date.now()) {
      if (!Number.isSafeInteger(query.expires) || query.expires * 1000 <= nowMs) {
        return false;
      }
      const given = Buffer.from(query.signature, 'base64url');
      const expected = mac(ownerId, photoId, variant, query.expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The signing secret, made once and kept in the database so every server and restart agree. */
export async function loadOrCreateSigningSecret(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('photo_management_keys')
    .values({
      id: KEY_ID,
      value: randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('photo_management_keys')
    .select('value')
    .where('id', '=', KEY_ID)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
