import closeWithGrace from 'close-with-grace';
import { ConfigError, loadSettings } from './config/env.ts';
import { buildApp } from './app.ts';
import { createDatabase } from './platform/database/create-database.ts';
import { migrateToLatest } from './platform/database/migrate.ts';

async function main(): Promise<void> {
  const settings = loadSettings();
  const database = createDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ settings, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) {
      app.log.error({ err }, 'shutting down after an error');
    } else {
      app.log.info({ signal }, 'shutting down');
    }
    await app.close();
    await database.destroy();
  });

  await app.listen({ host: settings.HOST, port: settings.PORT });
  console.log(`\nMy Account is running at ${settings.PUBLIC_URL}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
