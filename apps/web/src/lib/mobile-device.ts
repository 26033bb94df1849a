interface UserAgentData {
  mobile?: boolean;
}

/**
 * Whether this is a phone or a tablet (the spec's "mobile devices"), whatever the window's
 * width: the browser says so (User-Agent Client Hints), or the main pointer is a finger on a
 * touch screen. A laptop with a touch screen keeps its mouse as main pointer: not mobile.
 */
export function isMobileDevice(
  nav: Navigator & { userAgentData?: UserAgentData } = navigator,
  matchMedia: (query: string) => { matches: boolean } = (query) => window.matchMedia(query),
): boolean {
  if (nav.userAgentData?.mobile === true) {
    return true;
  }
  return nav.maxTouchPoints > 0 && matchMedia('(pointer: coarse)').matches;
}
