import { html, type SafeHtml } from './html.ts';

/**
 * Line icons in the app's style (apps/web/src/components/icon): a 24 px grid drawn with the
 * current text colour. Always decorative. Presentation attributes only: the CSP forbids style.
 */
const PATHS = {
  lock: html`<rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5" />`,
  blocked: html`<circle cx="12" cy="12" r="9" /> <path d="m5.6 5.6 12.8 12.8" />`,
} satisfies Record<string, SafeHtml>;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName, size = 20): SafeHtml {
  return html`<svg
    class="icon"
    width="${size}"
    height="${size}"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="1.8"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    ${PATHS[name]}
  </svg>`;
}
