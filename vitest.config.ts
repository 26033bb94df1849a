import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { reactOnPreactAliases } from './apps/web/react-on-preact/aliases.ts';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // The app's components run on Preact's compat layer here too, as in the build (0298).
        plugins: [preact({ reactAliasesEnabled: false, prefreshEnabled: false })],
        resolve: { alias: [{ find: '@', replacement: webSrc }, ...reactOnPreactAliases] },
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // Vitest empties CSS unless asked: the theme contrast test reads the themes as text.
          css: { include: [/packages\/themes\/themes\.css/] },
          // Setting jsdom up again for every file was two thirds of the run: vmThreads sets it up
          // once per worker and still gives each file its own module graph (so vi.mock holds).
          pool: 'vmThreads',
          // Libraries that import React go through Vite too, so the aliases above reach them
          // (Node itself would load the real React beside Preact); the CommonJS ones are
          // pre-bundled, as the build does, since an inlined require() would still be Node's.
          server: { deps: { inline: [/react/, /sonner/, /@use-gesture/] } },
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: ['react-lazy-with-preload', '@use-gesture/react', 'react-error-boundary'],
              },
            },
          },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          // Files run side by side (decision 0151): each test has its own SQLite file or
          // PostgreSQL schema (in a database per worker), data folder, ports and Redis key prefix.
          // Most of a server file's time is waiting on the database, child servers and sockets, so
          // one worker more than the two cores pays.
          maxWorkers: 3,
          // A worker runs its files in one module graph: loading the server's graph again for
          // every file was a third of the suite's CPU time. Tests keep no state in modules; the
          // options below undo what a file might leave behind in the shared worker.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Its own group (after the unit files) when both projects run in one command, as they
          // use different numbers of workers.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
