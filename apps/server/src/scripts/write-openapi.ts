import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadSettings } from '../config/env.ts';
import { createAppContext } from '../platform/create-app-context.ts';
import { OPENAPI_FILE, renderOpenApiDocument } from '../platform/http/openapi.ts';

/**
 * Writes apps/server/openapi.json from the routes' schemas (`npm run openapi`). The app is built
 * on a throwaway embedded context and fixed settings, so the document is the same on every
 * machine, whatever its environment.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-openapi-'));
  try {
    const settings = loadSettings({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const ctx = await createAppContext(settings);
    try {
      const app = await buildApp(ctx);
      await app.ready();
      writeFileSync(OPENAPI_FILE, renderOpenApiDocument(app));
      await app.close();
    } finally {
      await ctx.close();
    }
    console.log(`Wrote ${OPENAPI_FILE}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
