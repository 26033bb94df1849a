/** Spec: after a native-app link for reactivation, the photos page is fetched again after 2 s. */
export const APP_LINK_REFETCH_MS = 2000;

/** Whether a link opens an installed app (a custom scheme) rather than a web page. */
export function isNativeAppLink(href: string): boolean {
  try {
    const { protocol } = new URL(href, window.location.href);
    return protocol !== 'http:' && protocol !== 'https:';
  } catch {
    return false;
  }
}
