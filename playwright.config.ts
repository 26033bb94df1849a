import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { E2E_SERVICE_CLIENTS } from './e2e/support/service-callers.ts';

/**
 * The real server in embedded mode, on its own port and a fresh data folder. E2E_PORT moves it,
 * so two checkouts on one machine can run their browser tests at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'rm -rf .e2e-data && node apps/server/src/main.ts',
    url: `${E2E_ORIGIN}/api/health`,
    reuseExistingServer: false,
    // The first start seeds the demo customer's ~300 photos through the real pipeline.
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.e2e-data',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      // Small export chunks, so the export journey gets several of them from a few photos.
      EXPORT_CHUNK_BYTES: '600000',
      // The shop and customer care, for the journeys through the internal routes.
      SERVICE_CLIENTS: JSON.stringify(Object.values(E2E_SERVICE_CLIENTS)),
    },
  },
});
