import { GALLERY_ERROR_CODES } from '@my-account/contract/widget-gallery';
import { isHttpError } from '@/lib/http-error';

/** What a refused gallery change means for the customer. */
export type GalleryFailure = 'blocked' | 'failed';

export function galleryFailure(error: unknown): GalleryFailure {
  return isHttpError(error, 409) && error.body.includes(GALLERY_ERROR_CODES.orderBlocked)
    ? 'blocked'
    : 'failed';
}
