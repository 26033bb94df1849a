import { PRINTS_TRANSFER_MIN_MS } from '@my-account/contract/temp-selections';

export interface TransferSteps {
  /** The channel the editor opens in; rejects when it cannot be known. */
  getChannelId: () => Promise<string>;
  /** Stores the photos; answers the temp selection id. */
  createTempSelection: (photoIds: readonly string[]) => Promise<string>;
  /** The photos are stored: the 'Adding {amount} photos to editor...' overlay shows now. */
  onAdding: () => void;
  editorUrl: (channelId: string, tempSelectionId: string) => string;
  /** A browser navigation: the editor is another product, possibly on another host. */
  navigate: (url: string) => void;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Hands a selection to the prints editor. The channel comes first (spec: it must be known
 * before the editor opens, and an unknown one must not leave a selection behind), then the
 * temp selection; the overlay then stays at least PRINTS_TRANSFER_MIN_MS before the browser
 * leaves, so the handoff reads as a step rather than a flicker. Rejects with the failure of
 * whichever step failed; nothing has been shown or navigated then.
 */
export async function transferToEditor(
  photoIds: readonly string[],
  steps: TransferSteps,
): Promise<string> {
  const channelId = await steps.getChannelId();
  const tempSelectionId = await steps.createTempSelection(photoIds);
  steps.onAdding();
  await wait(PRINTS_TRANSFER_MIN_MS);
  const url = steps.editorUrl(channelId, tempSelectionId);
  steps.navigate(url);
  return url;
}
