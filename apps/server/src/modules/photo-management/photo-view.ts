import { z } from 'zod';
import {
  ThumbnailSchema,
  type ImageVariant,
  type Photo,
  type ThumbnailSize,
} from '@my-account/contract/photos';
import { formatDateTaken } from './date-taken.ts';
import type { ImageUrlBase } from './photo-management.deps.ts';
import type { ImageUrlSigner } from './image-url-signer.ts';
import type { PhotoRow } from './photos.repository.ts';

/** A thumbnail as kept in the row's JSON. */
export const StoredThumbnailSchema = ThumbnailSchema.pick({ id: true, width: true, height: true });
export type StoredThumbnail = z.infer<typeof StoredThumbnailSchema>;
const StoredThumbnailsSchema = z.array(StoredThumbnailSchema);

export const ORIGINAL_BLOB = 'original';
export const thumbnailBlobName = (size: ThumbnailSize): string => `${size}.jpg`;
export const blobKeyOf = (row: Pick<PhotoRow, 'blob_prefix'>, variant: ImageVariant): string =>
  row.blob_prefix + (variant === 'original' ? ORIGINAL_BLOB : thumbnailBlobName(variant));

export function storedThumbnails(row: Pick<PhotoRow, 'thumbnails'>): StoredThumbnail[] {
  return StoredThumbnailsSchema.parse(JSON.parse(row.thumbnails));
}

/** The contract's Photo, with signed image URLs on the caller's origin. */
export function toPhoto(row: PhotoRow, signer: ImageUrlSigner, base: ImageUrlBase): Photo {
  const urlOf = (variant: ImageVariant): string => {
    const { expires, signature } = signer.sign(row.owner_id, row.id, variant);
    return `${base.imagesUrl}/${encodeURIComponent(row.id)}/${variant}?expires=${expires}&signature=${signature}`;
  };
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
