import { DOWNLOAD_PHOTO_LIMIT } from '@my-account/contract/downloads';

export interface ToolbarRules {
  anySelected: boolean;
  downloadAllowed: boolean;
  /** The download button shows its tooltip because the limit is exceeded. */
  overDownloadLimit: boolean;
}

/** The spec's rules: nothing selected disables every action; download takes at most 100. */
export function toolbarRules(count: number): ToolbarRules {
  return {
    anySelected: count > 0,
    downloadAllowed: count > 0 && count <= DOWNLOAD_PHOTO_LIMIT,
    overDownloadLimit: count > DOWNLOAD_PHOTO_LIMIT,
  };
}
