import { fileURLToPath } from 'node:url';

/**
 * React's module names resolved to Preact's compat layer (decision 0298), for the app's build
 * and its unit tests alike. Exact names: `react-router` and `react-intl` must stay themselves.
 */
export const reactOnPreactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./react.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
