import { createContext, useContext } from 'react';

/**
 * Actions on chosen photos that belong to other features (downloads, albums, prints) but are
 * offered wherever photos are shown: the timeline's selection toolbar, album pages, previews.
 * Features cannot import each other, so `app/` provides the implementations through this
 * context and the photo views only ask for them. An absent action is not offered (say, copy to
 * album while the album-view flag is off).
 */

/** Where the photos were chosen. Shared-album photos name their owner (it may be someone else). */
export type PhotoSource =
  | { kind: 'library' }
  | { kind: 'album'; albumId: string }
  | { kind: 'sharedAlbum'; albumId: string; ownerIds: ReadonlyMap<string, string> };

export interface PhotoChoice {
  photoIds: readonly string[];
  source: PhotoSource;
}

/**
 * Each resolves true when the action went through (the caller then ends selection mode) and
 * false when it did not (cancelled or failed; the action has already told the customer why).
 */
export interface PhotoActions {
  /** One zip archive of up to 100 photos, delivered when push says it is ready. */
  downloadPhotos?: (choice: PhotoChoice) => Promise<boolean>;
  /** The original file of one photo, under its own name. */
  downloadPhoto?: (photoId: string, source: PhotoSource) => Promise<boolean>;
  /** Lets the customer pick (or create) an album and copies the photos into it. */
  copyToAlbum?: (photoIds: readonly string[]) => Promise<boolean>;
  /** Hands the photos to the prints editor. */
  orderPrints?: (photoIds: readonly string[]) => Promise<boolean>;
  /**
   * Starts loading what an action opens (its dialog or bar: not on the first screen), when the
   * pointer is over its button or the button has focus.
   */
  prepare?: (action: PreparedAction) => void;
}

/** The actions whose dialogs load when first wanted. */
export type PreparedAction = 'copyToAlbum' | 'orderPrints';

const PhotoActionsContext = createContext<PhotoActions>({});

export const PhotoActionsProvider = PhotoActionsContext.Provider;

export function usePhotoActions(): PhotoActions {
  return useContext(PhotoActionsContext);
}
