import { PRINTS_PRODUCT_CODE } from '@my-account/contract/temp-selections';

/** The placeholder of the configured editor URL that names the vendor (decision 0090). */
export const VENDOR_PLACEHOLDER = '{vendor}';

export interface EditorHandoff {
  /** The vendor host, e.g. "photobox.co.uk". */
  vendor: string;
  channelId: string;
  tempSelectionId: string;
}

/**
 * The prints editor address: the configured URL with its vendor placeholder replaced, plus
 * the product to open with, the channel and the temp selection. A relative URL (the default,
 * our own entry page) is taken on `base`. Query parameters already in the URL are kept.
 */
export function buildEditorUrl(template: string, handoff: EditorHandoff, base: string): string {
  const url = new URL(
    template.replaceAll(VENDOR_PLACEHOLDER, encodeURIComponent(handoff.vendor)),
    base,
  );
  url.searchParams.set('autoselectproduct', PRINTS_PRODUCT_CODE);
  url.searchParams.set('channel', handoff.channelId);
  url.searchParams.set('tempSelectionId', handoff.tempSelectionId);
  return url.toString();
}
