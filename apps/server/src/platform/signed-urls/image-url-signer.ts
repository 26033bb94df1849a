import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ImageVariant } from '@my-account/contract/photos';
import type { Database } from '../database/schema.ts';
import { createUrlSignature, loadOnce, loadOrCreateUrlSecret } from '../http/url-signature.ts';

const KEY_ID = 'image-url-signing';
const DAY_SECONDS = 24 * 60 * 60;
/** ~300 bytes each (four signatures): at most ~8 MB. */
const RECENT_PHOTOS = 25_000;
/**
 * Each variant's tag: its 16 bytes (128 bits) of the photo's one HMAC-SHA512 (decision 0287).
 * Tags are slices of one MAC output, so knowing one tells nothing of the others.
 */
const TAG_BYTES = 16;
const TAG_SLICE: Readonly<Record<ImageVariant, number>> = {
  original: 0,
  '300': 1,
  '800': 2,
  '1300': 3,
};
/** A 32-byte HMAC-SHA256 per variant: the URLs made before decision 0287, valid two more days. */
const LEGACY_SIGNATURE_BYTES = 32;

export interface SignedImageQuery {
  expires: number;
  signature: string;
}

/** Today's signatures of all of a photo's variants. */
export interface SignedPhoto {
  expires: number;
  signatures: Readonly<Record<ImageVariant, string>>;
}

export interface ImageUrlSigner {
  /** Expiry and signature for the variant; the same all day, so browsers can cache the image. */
  sign(ownerId: string, photoId: string, variant: ImageVariant, nowMs?: number): SignedImageQuery;
  /** `sign` for every variant at once (what a photo in a listing needs). */
  signPhoto(ownerId: string, photoId: string, nowMs?: number): SignedPhoto;
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
 * Signed image URLs let `<img src>` load a customer's images without a bearer header. The
 * signature covers owner, photo, variant and expiry. The expiry is the end of the day after tomorrow
 * (UTC), so a URL stays the same for a whole day (cacheable) and is valid for one to two days.
 */
export function createImageUrlSigner(secret: Buffer): ImageUrlSigner {
  const legacy = createUrlSignature(secret);
  const key = createSecretKey(secret);
  // One MAC per photo and day covers all its variants: at 10 libraries of a million photos the
  // remembered signatures below no longer hold the pages customers browse, and four HMACs per
  // photo were a third of a month page's CPU.
  const photoMac = (ownerId: string, photoId: string, expires: number): Buffer =>
    createHmac('sha512', key).update(`${ownerId}\n${photoId}\n${expires}`).digest();
  const tagOf = (mac: Buffer, variant: ImageVariant): Buffer =>
    mac.subarray(TAG_SLICE[variant] * TAG_BYTES, (TAG_SLICE[variant] + 1) * TAG_BYTES);
  // Signatures are the same all day, and customers page through the same photos again and
  // again: remember the photos signed or shown last, one entry per photo, so a page of 24
  // photos costs 24 lookups rather than 24 HMACs. (A Map dropping its oldest key was O(n) per
  // drop once full: its deleted slots pile up where `keys()` starts. 13 us a photo, a third of a
  // month page's CPU when ten customers browse.)
  const recent = new LRUCache<string, SignedPhoto>({ max: RECENT_PHOTOS });
  const signPhoto = (ownerId: string, photoId: string, nowMs = Date.now()): SignedPhoto => {
    const today = Math.floor(nowMs / 1000 / DAY_SECONDS);
    const expires = (today + 2) * DAY_SECONDS;
    const cacheKey = `${ownerId}\n${photoId}`;
    const cached = recent.get(cacheKey);
    if (cached?.expires === expires) {
      return cached;
    }
    const mac = photoMac(ownerId, photoId, expires);
    const of = (variant: ImageVariant): string => tagOf(mac, variant).toString('base64url');
    const signatures: Record<ImageVariant, string> = {
      original: of('original'),
      '300': of('300'),
      '800': of('800'),
      '1300': of('1300'),
    };
    const signed: SignedPhoto = { expires, signatures };
    recent.set(cacheKey, signed);
    return signed;
  };
  return {
    signPhoto,
    sign(ownerId, photoId, variant, nowMs) {
      const { expires, signatures } = signPhoto(ownerId, photoId, nowMs);
      return { expires, signature: signatures[variant] };
    },
    verify(ownerId, photoId, variant, query, nowMs = Date.now()) {
      const given = Buffer.from(query.signature, 'base64url');
      if (given.length === LEGACY_SIGNATURE_BYTES) {
        return legacy.verify([ownerId, photoId, variant], query.expires, query.signature, nowMs);
      }
      if (!Number.isSafeInteger(query.expires) || query.expires * 1000 <= nowMs) {
        return false;
      }
      const expected = tagOf(photoMac(ownerId, photoId, query.expires), variant);
      return given.length === TAG_BYTES && timingSafeEqual(given, expected);
    },
  };
}

/** The signing secret, made once and kept in the database so every server and restart agree. */
export function loadOrCreateSigningSecret(db: Kysely<Database>): Promise<Buffer> {
  return loadOrCreateUrlSecret(db, 'photo_management_keys', KEY_ID);
}

/** One signer per process, made on first use; a failed load (database down) is retried. */
export function lazyImageUrlSigner(db: Kysely<Database>): () => Promise<ImageUrlSigner> {
  return loadOnce(() => loadOrCreateSigningSecret(db).then(createImageUrlSigner));
}
