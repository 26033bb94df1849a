import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string | undefined>();

/** The data URL of a ThumbHash (base64), decoded once per hash; undefined when unusable. */
export function placeholderDataUrl(hash: string | undefined): string | undefined {
  if (!hash) {
    return undefined;
  }
  if (cache.has(hash)) {
    return cache.get(hash);
  }
  let url: string | undefined;
  try {
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    url = thumbHashToDataURL(bytes);
  } catch {
    url = undefined;
  }
  if (cache.size > 2000) {
    cache.clear();
  }
  cache.set(hash, url);
  return url;
}
