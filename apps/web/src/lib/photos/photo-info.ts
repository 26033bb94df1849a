import {
  UNKNOWN_DATE_MONTH,
  UNKNOWN_DATE_YEAR,
  type Photo,
  type ThumbnailSize,
} from '@my-account/contract/photos';
import type { Breakpoint } from '@/lib/breakpoints';

/** Spec: 300 on small and medium screens, 800 on large ones; the preview uses 1300. */
export function gridThumbnailSize(breakpoint: Breakpoint): ThumbnailSize {
  return breakpoint === 'small' || breakpoint === 'medium' ? '300' : '800';
}

export function thumbnailUrl(photo: Photo, size: ThumbnailSize): string {
  return photo.thumbnails.find((thumbnail) => thumbnail.id === size)?.url ?? photo.url;
}

/** The date a photo was taken, or undefined when unknown (absent, or in January 1970). */
export function knownDateTaken(photo: Photo): Date | undefined {
  if (!photo.dateTaken) {
    return undefined;
  }
  const date = new Date(photo.dateTaken);
  if (
    Number.isNaN(date.getTime()) ||
    (date.getUTCFullYear() === UNKNOWN_DATE_YEAR && date.getUTCMonth() + 1 === UNKNOWN_DATE_MONTH)
  ) {
    return undefined;
  }
  return date;
}

/** The name read to screen readers for a photo. */
export function photoName(photo: Photo): string {
  return photo.localFileName || photo.imageId;
}
