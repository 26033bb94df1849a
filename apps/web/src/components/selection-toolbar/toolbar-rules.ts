import { DOWNLOAD_PHOTO_LIMIT } from '@my-account/contract/downloads';
import { TEMP_SELECTION_MAX_PHOTOS } from '@my-account/contract/temp-selections';

export interface ToolbarRules {
  anySelected: boolean;
  downloadAllowed: boolean;
  /** The download button shows its tooltip because the limit is exceeded. */
  overDownloadLimit: boolean;
  printsAllowed: boolean;
  /** Order prints shows its tooltip: the prints editor takes at most 500 photos (decision 0276). */
  overPrintsLimit: boolean;
}

/**
 * The spec's rules: nothing selected disables every action; download takes at most 100; order
 * prints at most what one hand-over to the prints editor carries.
 */
export function toolbarRules(count: number): ToolbarRules {
  return {
    anySelected: count > 0,
    downloadAllowed: count > 0 && count <= DOWNLOAD_PHOTO_LIMIT,
    overDownloadLimit: count > DOWNLOAD_PHOTO_LIMIT,
    printsAllowed: count > 0 && count <= TEMP_SELECTION_MAX_PHOTOS,
    overPrintsLimit: count > TEMP_SELECTION_MAX_PHOTOS,
  };
}
