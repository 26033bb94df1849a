import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { E2E_SERVICE_CLIENTS } from './e2e/support/service-callers.ts';
import { consentChosen } from './e2e/support/consent.ts';
import { thirdPartyUrls } from './e2e/support/third-party-server.ts';

/**
 * The real server in embedded mode, on its own port and a fresh data folder. E2E_PORT moves it,
 * so two checkouts on one machine can run their browser tests at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/**
 * The stand-in for other companies' scripts: another site (third-party.localhost is loopback in
 * Chromium), on a port as far from E2E_PORT as checkouts are from each other's.
 */
export const THIRD_PARTY_PORT = E2E_PORT + 1000;
export const THIRD_PARTY_ORIGIN = `http://third-party.localhost:${THIRD_PARTY_PORT}`;

const APART = [
  'locales.spec.ts',
  'account-deletion.spec.ts',
  'activation.spec.ts',
  'downloads.spec.ts',
  'exports.spec.ts',
  'newsletter.spec.ts',
  'password-reset.spec.ts',
  'upload-queue.spec.ts',
  'upload-resume.spec.ts',
];
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One journey at a time by default: on a slow two-core machine two browsers beside the server
  // took longer in all than one after the other (decision 0299). E2E_WORKERS=2 runs the `apart`
  // journeys two at a time where the cores keep up (decision 0296).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: true,
  retries: 0,
  // Ceilings, not targets: on a slow two-core machine (Chromium, axe and the server share it) a
  // step that takes 1.5 s alone can take 5 s and more (decision 0299).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    // The cookie choice is made (necessary only): journeys about other things see no banner and
    // load no optional script. e2e/consent.spec.ts starts without one.
    storageState: consentChosen('00'),
    // CI keeps only what the run prints, and recording a trace costs a quarter of a journey's
    // time on two cores (decision 0299): traces are for runs on a developer's machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // Journeys that change nothing another journey reads: the eleven locale journeys (over a
      // third of the suite's time; they only read the demo customer's library) and those of
      // customers of their own. Before the journeys that change the demo customer, and the ones
      // that may run two at a time (E2E_WORKERS).
      name: 'apart',
      testMatch: APART,
      use: DESKTOP,
    },
    {
      // One at a time: these journeys share the demo customers and change them.
      name: 'desktop',
      testIgnore: APART,
      dependencies: ['apart'],
      workers: 1,
      use: DESKTOP,
    },
  ],
  webServer: [
    {
      command: `node e2e/support/third-party-server.ts ${String(THIRD_PARTY_PORT)}`,
      url: `http://127.0.0.1:${String(THIRD_PARTY_PORT)}/requests`,
      reuseExistingServer: false,
    },
    {
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
        // Every journey signs in from the same address, and a fast machine runs more than the
        // default 20 sign-ins a minute. The per-address limit has its own server test
        // (identity/rate-limit.test.ts); the per-account limits keep their defaults.
        RATE_LIMIT_SENSITIVE: '1000',
        // The shop and customer care, for the journeys through the internal routes.
        SERVICE_CLIENTS: JSON.stringify(Object.values(E2E_SERVICE_CLIENTS)),
        // The consent journeys: scripts of "other companies" from the stand-in's origin. The help
        // chat needs analytics consent (the default), the feedback widget marketing consent.
        ...thirdPartyUrls(THIRD_PARTY_ORIGIN),
        FEEDBACK_CONSENT: 'marketing',
      },
    },
  ],
});
