import type { Photo } from '@my-account/contract/photos';

/**
 * `srcset` over a photo's thumbnails with their real widths. A photo smaller than a size gets
 * that size clamped by the server, so two sizes can share a width: only the first is listed
 * (a repeated width descriptor is invalid). Undefined when the photo has no thumbnails.
 */
export function thumbnailSrcSet(photo: Photo): string | undefined {
  const byWidth = new Map<number, string>();
  for (const thumbnail of [...photo.thumbnails].sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(thumbnail.width)) {
      byWidth.set(thumbnail.width, `${thumbnail.url} ${String(thumbnail.width)}w`);
    }
  }
  return byWidth.size > 0 ? [...byWidth.values()].join(', ') : undefined;
}

/** Width over height of the photo as shown (every thumbnail keeps it); undefined when unknown. */
function aspectOf(photo: Photo): number | undefined {
  const largest = photo.thumbnails.reduce<Photo['thumbnails'][number] | undefined>(
    (best, thumbnail) => (!best || thumbnail.width > best.width ? thumbnail : best),
    undefined,
  );
  const width = largest?.width ?? photo.visibleWidth;
  const height = largest?.height ?? photo.visibleHeight;
  return width && height ? width / height : undefined;
}

export interface Box {
  width: number;
  height: number;
}

/**
 * `sizes` for an image filling `box` with object-fit: cover. The browser picks a candidate by
 * width, but a wide photo in a square tile is scaled until its HEIGHT fills the tile, so it is
 * drawn wider than the tile: that drawn width is what must be matched, or wide photos come out
 * soft. Undefined until the box is measured.
 */
export function coverSizes(photo: Photo, box: Box): string | undefined {
  if (box.width <= 0 || box.height <= 0) {
    return undefined;
  }
  const aspect = aspectOf(photo);
  const drawn = aspect ? Math.max(box.width, box.height * aspect) : box.width;
  return `${String(Math.ceil(drawn))}px`;
}

/**
 * `sizes` for an image shown whole inside `box` (object-fit: contain), times the zoom: a
 * zoomed photo is drawn larger, and asking for the larger size then keeps it sharp.
 */
export function containSizes(photo: Photo, box: Box, zoom = 1): string | undefined {
  if (box.width <= 0 || box.height <= 0) {
    return undefined;
  }
  const aspect = aspectOf(photo);
  const drawn = aspect ? Math.min(box.width, box.height * aspect) : box.width;
  return `${String(Math.ceil(drawn * zoom))}px`;
}
