import { z } from 'zod/mini';
import {
  THUMBNAIL_SIZES,
  ThumbnailSchema,
  type ImageVariant,
  type Photo,
  type ThumbnailSize,
} from '@my-account/contract/photos';
import { formatDateTaken } from './date-taken.ts';
import type { ImageUrlBase } from './photo-management.deps.ts';
import type { ImageUrlSigner } from '../../platform/signed-urls/image-url-signer.ts';
import type { ListedPhotoRow } from './photo-pages.repository.ts';
import type { PhotoRow } from './photos.repository.ts';

/** A thumbnail as kept in the row's JSON. */
export const StoredThumbnailSchema = z.pick(ThumbnailSchema, {
  id: true,
  width: true,
  height: true,
});
export type StoredThumbnail = z.infer<typeof StoredThumbnailSchema>;
const StoredThumbnailsSchema = z.array(StoredThumbnailSchema);

export const ORIGINAL_BLOB = 'original';
export const thumbnailBlobName = (size: ThumbnailSize): string => `${size}.jpg`;
export const blobKeyOf = (row: Pick<PhotoRow, 'blob_prefix'>, variant: ImageVariant): string =>
  row.blob_prefix + (variant === 'original' ? ORIGINAL_BLOB : thumbnailBlobName(variant));

/**
 * The row's thumbnails. Listings read 24-500 rows per request, so the shape is checked by hand
 * (what the schema would check, ~10x cheaper); anything else falls back to the schema's error.
 */
export function storedThumbnails(row: Pick<PhotoRow, 'thumbnails'>): StoredThumbnail[] {
  const parsed: unknown = JSON.parse(row.thumbnails);
  if (Array.isArray(parsed) && parsed.every(isStoredThumbnail)) {
    return parsed;
  }
  return StoredThumbnailsSchema.parse(parsed);
}

const SIZES: ReadonlySet<unknown> = new Set(THUMBNAIL_SIZES);
const isDimension = (value: unknown): boolean => Number.isSafeInteger(value) && Number(value) >= 1;

function isStoredThumbnail(value: unknown): value is StoredThumbnail {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { id, width, height } = value as Record<string, unknown>;
  return SIZES.has(id) && isDimension(width) && isDimension(height);
}

/** The contract's Photo, with signed image URLs on the caller's origin. */
export function toPhoto(row: ListedPhotoRow, signer: ImageUrlSigner, base: ImageUrlBase): Photo {
  const { expires, signatures } = signer.signPhoto(row.owner_id, row.id);
  const prefix = `${base.imagesUrl}/${encodeURIComponent(row.id)}/`;
  const urlOf = (variant: ImageVariant): string =>
    `${prefix}${variant}?expires=${expires}&signature=${signatures[variant]}`;
  const thumbnails = storedThumbnails(row).map((thumbnail) => ({
    ...thumbnail,
    url: urlOf(thumbnail.id),
  }));
  return {
    imageId: row.id,
    localFileName: row.file_name,
    uploadId: row.upload_id,
    url: urlOf('1300'),
    untouchedUrl: urlOf('original'),
    dateTaken:
      row.date_taken === null ? null : formatDateTaken(row.date_taken, row.date_taken_offset),
    uploadEnd: row.upload_end,
    created: row.created_at,
    visibleWidth: row.width,
    visibleHeight: row.height,
    thumbnails,
    ...(row.placeholder === null ? {} : { placeholder: row.placeholder }),
  };
}
