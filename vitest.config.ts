import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': webSrc } },
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
