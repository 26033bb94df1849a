import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { consentChosen } from './e2e/support/consent.ts';
import { BALANCER_PORT } from './e2e-cluster/support/cluster.ts';

/**
 * The cluster test (`npm run test:cluster`): three server instances on PostgreSQL, Redis and S3
 * behind HAProxy, which the test starts, kills and restarts itself (e2e-cluster/support), so no
 * webServer here. Needs TEST_DATABASE_URL and TEST_REDIS_URL, as `.ci/run` gives them.
 */
export default defineConfig({
  testDir: 'e2e-cluster',
  outputDir: 'test-results/cluster',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${String(BALANCER_PORT)}`,
    storageState: consentChosen('00'),
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
