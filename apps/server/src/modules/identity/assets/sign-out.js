/* global document, HTMLButtonElement */
// Submits the sign-out form as soon as the page loads; the visible button does the same
// for browsers without script. Served as a file because the CSP forbids inline script.
document.addEventListener('DOMContentLoaded', () => {
  const button = document.querySelector('button[data-auto-submit]');
  if (button instanceof HTMLButtonElement) {
    button.click();
  }
});
