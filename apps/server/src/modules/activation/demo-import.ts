import type { AppContext } from '../../platform/app-context.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { DEMO_EMAILS, findAccountIdByEmail } from '../identity/identity.public.ts';
import {
  demoImageSpec,
  makeDemoJpeg,
  seededRandom,
} from '../photo-management/photo-management.public.ts';
import { storeUpload } from '../uploads/uploads.public.ts';
import { findActivation, insertNotActive } from './activation.repository.ts';

/** Distinct photos of the demo customer's past orders and projects. */
export const DEMO_IMPORT_PHOTOS = 42;
/** Of those, this many were ordered twice: the same bytes in two orders, one photo once imported. */
export const DEMO_IMPORT_REPEATS = 3;
/** The first few carry no EXIF date ("Unknown Date" in the library). */
export const DEMO_IMPORT_UNDATED = 3;
/** Uploads made without an account (for `getanonymousuploads`); never imported. */
export const DEMO_ANONYMOUS_UPLOADS = 2;
const ORDERS = 7;
const YEARS_SPREAD = 3;
const DAY_MS = 24 * 3600 * 1000;
const PARALLEL = 2;

export interface DemoImportOptions {
  photos?: number;
  repeats?: number;
  now?: Date;
}

/** Ids are fixed, so a seeding cut short and run again finds the same rows. */
export const demoUploadId = (kind: 'order' | 'anonymous', index: number): string =>
  `demo-${kind}-upload-${String(index + 1).padStart(3, '0')}`;

/**
 * Gives the not-yet-activated demo customer past uploads (real JPEGs with EXIF dates, spread
 * over orders and projects of three years) and a NOT_ACTIVE library. Runs while the customer
 * has no activation row, so once per data folder: an activated demo stays activated.
 * Returns how many uploads it stored for the customer.
 */
export async function seedImportDemo(
  db: Kysely<Database>,
  blobs: BlobStore,
  accountId: string,
  options: DemoImportOptions = {},
): Promise<number> {
  if (await findActivation(db, accountId)) {
    return 0;
  }
  const photos = options.photos ?? DEMO_IMPORT_PHOTOS;
  const repeats = options.repeats ?? DEMO_IMPORT_REPEATS;
  const now = (options.now ?? new Date()).getTime();
  const orderDates = Array.from(
    { length: ORDERS },
    (_, order) => now - ((ORDERS - order) / ORDERS) * YEARS_SPREAD * 365 * DAY_MS,
  );
  const origin = (index: number): { origin: string; created: number } => {
    const order = index % ORDERS;
    const kind = order % 3 === 2 ? 'project:photo-book' : 'order:PB';
    return { origin: `${kind}-${1040 + order}`, created: orderDates[order] ?? now };
  };

  const images: Buffer[] = [];
  const seedOne = async (index: number): Promise<void> => {
    const random = seededRandom(5000 + index);
    const { origin: from, created } = origin(index);
    // Taken up to two months before the order it was uploaded for.
    const taken =
      index < DEMO_IMPORT_UNDATED
        ? undefined
        : { wallClock: exifWallClock(created - random() * 60 * DAY_MS), offset: '+01:00' };
    const jpeg = await makeDemoJpeg(demoImageSpec(random), taken, random);
    images[index] = jpeg;
    await storeUpload(db, blobs, {
      id: demoUploadId('order', index),
      accountId,
      fileName: `IMG_${String(2100 + index * 7)}.jpg`,
      contentType: 'image/jpeg',
      data: jpeg,
      origin: from,
      created: new Date(created).toISOString(),
    });
  };
  for (let start = 0; start < photos; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, photos - start) }, (_, i) => start + i);
    await Promise.all(batch.map(seedOne));
  }
  // Reordered later: the same file again in the last order.
  const lastOrder = orderDates[ORDERS - 1] ?? now;
  let stored = photos;
  for (let repeat = 0; repeat < repeats; repeat++) {
    const index = DEMO_IMPORT_UNDATED + repeat;
    const data = images[index];
    if (data) {
      await storeUpload(db, blobs, {
        id: demoUploadId('order', photos + repeat),
        accountId,
        fileName: `IMG_${String(2100 + index * 7)}.jpg`,
        contentType: 'image/jpeg',
        data,
        origin: `order:PB-${1040 + ORDERS}`,
        created: new Date(lastOrder + DAY_MS).toISOString(),
      });
      stored += 1;
    }
  }
  for (let index = 0; index < DEMO_ANONYMOUS_UPLOADS; index++) {
    const random = seededRandom(9000 + index);
    await storeUpload(db, blobs, {
      id: demoUploadId('anonymous', index),
      accountId: null,
      fileName: `guest-${index + 1}.jpg`,
      contentType: 'image/jpeg',
      data: await makeDemoJpeg(demoImageSpec(random), undefined, random),
      origin: 'project:guest-editor',
      created: new Date(now - 30 * DAY_MS).toISOString(),
    });
  }
  // Last: until this row exists, the next start seeds again (same ids, same bytes).
  await insertNotActive(db, accountId, new Date().toISOString());
  return stored;
}

/** "YYYY:MM:DD HH:MM:SS" of the instant's UTC clock (the offset is written beside it). */
function exifWallClock(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
}

/** Seeds the import demo when SEED_DEMO is on (after the demo accounts exist). */
export async function seedImportDemoIfEnabled(ctx: AppContext): Promise<number> {
  if (!ctx.settings.SEED_DEMO || ctx.settings.OIDC_ISSUER) {
    return 0;
  }
  const accountId = await findAccountIdByEmail(ctx.database.db, DEMO_EMAILS.notActivated);
  if (!accountId) {
    return 0;
  }
  return seedImportDemo(ctx.database.db, ctx.blobs, accountId);
}
