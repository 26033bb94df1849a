/** Spec: on mobile, add photos goes to the configured upload URL and falls back after 2 s. */
export const MOBILE_UPLOAD_FALLBACK_MS = 2000;

export interface MobileUploadEnvironment {
  assign: (url: string) => void;
  isPageVisible: () => boolean;
  setTimer: (run: () => void, ms: number) => () => void;
}

const browser: MobileUploadEnvironment = {
  assign: (url) => {
    window.location.assign(url);
  },
  isPageVisible: () => document.visibilityState === 'visible',
  setTimer: (run, ms) => {
    const timer = window.setTimeout(run, ms);
    return () => {
      window.clearTimeout(timer);
    };
  },
};

/**
 * Opens the upload URL (often a link into the brand's app). When the page is still shown 2 s
 * later (nothing took over, say the app is not installed), `fallback` runs: the photo picker.
 * Answers a function that cancels the fallback.
 */
export function openMobileUpload(
  url: string,
  fallback: () => void,
  environment: MobileUploadEnvironment = browser,
): () => void {
  const cancel = environment.setTimer(() => {
    if (environment.isPageVisible()) {
      fallback();
    }
  }, MOBILE_UPLOAD_FALLBACK_MS);
  environment.assign(url);
  return cancel;
}
