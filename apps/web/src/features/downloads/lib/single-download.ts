/** The spec's single-download states. */
export type SingleDownloadState = 'initial' | 'pending' | 'success' | 'failure';

export interface SingleDownloadDeps {
  signedUrl(photoId: string): Promise<string>;
  /** Saves the original under the name the server gives it (its own file name). */
  save(url: string): void;
  onState(state: SingleDownloadState): void;
}

/**
 * One original: pending while its signed URL is asked for, then success (the browser saves it)
 * or failure. Resolves whether it went through.
 */
export async function downloadSinglePhoto(
  photoId: string,
  deps: SingleDownloadDeps,
): Promise<boolean> {
  deps.onState('pending');
  try {
    const url = await deps.signedUrl(photoId);
    deps.save(url);
    deps.onState('success');
    return true;
  } catch {
    deps.onState('failure');
    return false;
  }
}
