import closeWithGrace from 'close-with-grace';
import { ConfigError, loadSettings } from './config/env.ts';
import { buildApp } from './app.ts';
import { createAppContext } from './platform/create-app-context.ts';
import { warmUpServer } from './start-up-warm-up.ts';
import { listenOnSockets } from './platform/lifecycle/listening-sockets.ts';
import { drainAndClose, shutdownDeadlineMs } from './platform/lifecycle/graceful-shutdown.ts';
import { DEMO_EMAILS, seedDemoAccountsIfEnabled } from './modules/identity/demo-accounts.ts';
import { seedDemoAddresses } from './modules/customer/demo-addresses.ts';
import { seedDemoPhotosIfEnabled } from './modules/photo-management/demo-photos.ts';
import { seedDemoAlbumsIfEnabled } from './modules/shared-albums/demo-albums.ts';
import { seedImportDemoIfEnabled } from './modules/activation/demo-import.ts';
import { seedDemoPaymentMethods } from './modules/payment-methods/payment-methods.public.ts';
import { seedDemoOrders } from './modules/orders/orders.public.ts';
import { seedDemoProjects } from './modules/projects/projects.public.ts';
import { seedDemoCampaigns } from './modules/vouchers/vouchers.public.ts';
import { loadOrCreateOutboxKey } from './modules/dev-outbox/dev-outbox.public.ts';
import { devOutboxEnabled } from './modules/dev-outbox/dev-outbox.routes.ts';

async function main(): Promise<void> {
  const settings = loadSettings();
  const ctx = await createAppContext(settings);
  const app = await buildApp(ctx);
  const demoAccounts = await seedDemoAccountsIfEnabled(ctx);
  // With the accounts: a card for the private demo customer, invoice for the business one.
  await seedDemoPaymentMethods(ctx.database.db, demoAccounts);
  if (demoAccounts.length > 0) {
    // The voucher campaigns of the demo orders' codes (existing codes are kept).
    await seedDemoCampaigns(ctx.database.db);
    // Once: the private demo customer's address book (home and work).
    await seedDemoAddresses(ctx.database.db, DEMO_EMAILS.private);
  }
  // Once per data folder: the demo customer's generated photos (~20 s on the first start).
  const demoPhotos = await seedDemoPhotosIfEnabled(ctx);
  if (demoPhotos > 0) {
    app.log.info({ demoPhotos }, 'seeded the demo photo library');
  }
  // Once per data folder, after the photos: own albums and legacy shared albums (a few seconds).
  const demoAlbums = await seedDemoAlbumsIfEnabled(ctx);
  if (demoAlbums > 0) {
    app.log.info({ demoAlbums }, 'seeded the demo albums');
  }
  // With the accounts, after the photos (prints show them): the demo customers' orders.
  const demoOrders = await seedDemoOrders(
    { db: ctx.database.db, signer: ctx.imageUrlSigner },
    demoAccounts,
  );
  if (demoOrders > 0) {
    app.log.info({ demoOrders }, 'seeded the demo orders');
  }
  // With the accounts, after the photos (covers show them): the demo customer's saved projects.
  const demoProjects = await seedDemoProjects(ctx.database.db, demoAccounts);
  if (demoProjects > 0) {
    app.log.info({ demoProjects }, 'seeded the demo saved projects');
  }
  // Once per data folder: past uploads of the not-yet-activated demo customer (a few seconds).
  const demoUploads = await seedImportDemoIfEnabled(ctx);
  if (demoUploads > 0) {
    app.log.info({ demoUploads }, 'seeded the past uploads of the import demo');
  }

  closeWithGrace(
    { delay: shutdownDeadlineMs(settings.DRAIN_DELAY_MS) },
    async ({ signal, err }) => {
      if (err) {
        app.log.error({ err }, 'shutting down after an error');
      } else {
        app.log.info({ signal }, 'shutting down');
      }
      // Readiness 503 and the drain, then HTTP (no request is left needing a port), then the
      // ports: jobs, push, mail, Redis and last the database.
      await drainAndClose(app, ctx);
    },
  );

  await ctx.database.openReads();
  await listenOnSockets(app, {
    host: settings.HOST,
    port: settings.PORT,
    sockets: settings.LISTEN_SOCKETS,
  });
  await ctx.jobs.start();
  // Its own requests first, so that its first customers meet optimised code (decision 0307).
  try {
    const warmedUp = await warmUpServer(app, ctx);
    if (warmedUp) {
      app.log.info(warmedUp, 'warmed up');
    }
  } catch (error) {
    app.log.warn({ err: error }, 'the start-up warm-up failed; starting without it');
  }
  // Only now: migrations, seeding, the listening port and the warm-up are all done.
  ctx.readiness.markReady();
  console.log(`\nMy Account is running at ${settings.PUBLIC_URL}\n`);
  for (const demo of demoAccounts) {
    console.log(`Demo account, ${demo.label}: ${demo.email} / ${demo.password}`);
  }
  if (devOutboxEnabled(ctx)) {
    // The outbox shows every customer's mail: only whoever sees this output may open it.
    const key = await loadOrCreateOutboxKey(settings.DATA_DIR);
    console.log(`\nMail outbox (development): ${settings.PUBLIC_URL}/dev/outbox?key=${key}`);
  }
  if (!settings.PUBLIC_URL.includes('://localhost')) {
    return;
  }
  console.log('\nEach brand has its own address, for example:');
  for (const host of ['photobox.co.uk', 'albelli.nl', 'hofmann.es', 'b2b.posterxxl.de']) {
    console.log(`  http://${host}.localhost:${settings.PORT}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
