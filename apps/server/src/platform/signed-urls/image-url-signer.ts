import type { Kysely } from 'kysely';
import type { ImageVariant } from '@my-account/contract/photos';
import type { Database } from '../database/schema.ts';
import { createUrlSignature, loadOnce, loadOrCreateUrlSecret } from '../http/url-signature.ts';

const KEY_ID = 'image-url-signing';
const DAY_SECONDS = 24 * 60 * 60;
/** ~400 bytes each (four signatures): at most ~10 MB. */
const RECENT_PHOTOS = 25_000;

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
 * Signed image URLs let `<img src>` load a customer's images without a bearer header. The HMAC
 * covers owner, photo, variant and expiry. The expiry is the end of the day after tomorrow
 * (UTC), so a URL stays the same for a whole day (cacheable) and is valid for one to two days.
 */
export function createImageUrlSigner(secret: Buffer): ImageUrlSigner {
  const signature = createUrlSignature(secret);
  // Signatures are the same all day, and customers page through the same photos again and
  // again: remember the latest photos' signatures (oldest dropped first), one entry per photo
  // so a page of 24 photos costs 24 lookups rather than 96 HMACs.
  const recent = new Map<string, SignedPhoto>();
  const signPhoto = (ownerId: string, photoId: string, nowMs = Date.now()): SignedPhoto => {
    const today = Math.floor(nowMs / 1000 / DAY_SECONDS);
    const expires = (today + 2) * DAY_SECONDS;
    const cacheKey = `${ownerId}\n${photoId}`;
    const cached = recent.get(cacheKey);
    if (cached?.expires === expires) {
      return cached;
    }
    const of = (variant: ImageVariant): string =>
      signature.sign([ownerId, photoId, variant], expires);
    const signatures: Record<ImageVariant, string> = {
      original: of('original'),
      '300': of('300'),
      '800': of('800'),
      '1300': of('1300'),
    };
    const signed: SignedPhoto = { expires, signatures };
    recent.delete(cacheKey);
    if (recent.size >= RECENT_PHOTOS) {
      const oldest = recent.keys().next();
      if (!oldest.done) {
        recent.delete(oldest.value);
      }
    }
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
      return signature.verify([ownerId, photoId, variant], query.expires, query.signature, nowMs);
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
