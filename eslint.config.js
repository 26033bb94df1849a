// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * The contract and the app use zod/mini only: classic zod's methods live on its prototypes and
 * cannot be tree-shaken, so one import would put all of it on every page's first load.
 */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: "Use 'zod/mini' (or types from 'zod/v4/core'): classic zod cannot be tree-shaken.",
}));

/** sonner stays off the first load: only the toast stand-in and the Toaster that loads it use it. */
const sonnerOutsideToasts = {
  name: 'sonner',
  message: "Use '@/components/toast/toast': sonner loads with the first toast (decision 0289).",
};
const webPaths = [...classicZod, sonnerOutsideToasts];
const TOAST_FILES = [
  'apps/web/src/components/toast/toast.ts',
  'apps/web/src/components/toast/sonner-toaster.tsx',
];

const sharedCodePatterns = [
  {
    group: ['@/features/*', '@/app/*'],
    message: 'Shared code cannot import features or app.',
  },
];

/**
 * Import direction in the web app: shared (components, lib, config, testing) -> features -> app.
 * A feature never imports another feature; only app/ composes them.
 */
const importDirection = [
  {
    files: ['apps/web/src/{components,lib,config,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: webPaths, patterns: sharedCodePatterns }],
    },
  },
  {
    files: TOAST_FILES,
    rules: {
      'no-restricted-imports': ['error', { paths: classicZod, patterns: sharedCodePatterns }],
    },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webPaths,
          patterns: [
            {
              group: [
                '@/features/*',
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
                '@/app/*',
              ],
              message: 'A feature cannot import another feature or the app; compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/openapi.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Fastify plugins and handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: 'error',
      curly: 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Node loads what the server imports file by file, at every start (no bundler drops the rest).
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              message:
                "Import each function from its own file ('date-fns/addDays'): the root entry loads all of date-fns, 1.3 s of the server's start.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's test files share their worker's modules (vitest.config.ts, isolate: false),
    // where a module mock would leak into the files after it: pass fakes in instead.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Server tests share modules across files: inject a fake instead of vi.mock.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Before importDirection, whose rules for shared code and features repeat these paths.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: webPaths }] },
  },
  ...importDirection,
);
