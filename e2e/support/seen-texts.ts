import type { Page } from '@playwright/test';

interface SeenTextsWindow {
  seenTexts?: Set<string>;
}

/**
 * Starts noting which of `texts` appear anywhere on the page, however briefly: a toast can be
 * replaced by the next one before a polling assertion looks (on a fast machine the whole
 * download finishes within one poll). Returns a function that reads what was seen so far.
 */
export async function watchForTexts(
  page: Page,
  texts: readonly string[],
): Promise<() => Promise<string[]>> {
  await page.evaluate((wanted) => {
    const seen = new Set<string>();
    const check = () => {
      const shown = document.body.textContent;
      for (const text of wanted) {
        if (shown.includes(text)) {
          seen.add(text);
        }
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    check();
    (window as SeenTextsWindow).seenTexts = seen;
  }, texts);
  return () => page.evaluate(() => [...((window as SeenTextsWindow).seenTexts ?? [])]);
}
