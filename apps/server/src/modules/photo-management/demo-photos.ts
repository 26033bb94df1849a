import { Readable } from 'node:stream';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { findAccountIdByEmail } from '../identity/identity.public.ts';
import { demoImageSpec, makeDemoJpeg, seededRandom } from './demo-photo-images.ts';
import type { PhotoManagementDeps } from './photo-management.deps.ts';
import { createPhotoManagementDeps } from './photo-management.deps.ts';
import { uploadPhoto } from './photo-upload.service.ts';
import { receiveToTempFile } from './upload-receiver.ts';

export const DEMO_PHOTO_OWNER_EMAIL = 'demo@myaccount.test';
export const DEMO_PHOTO_COUNT = 300;
export const DEMO_UNDATED_COUNT = 15;
const YEARS_SPREAD = 5;
/** Two at a time: the machine has two cores; more would only queue in libvips. */
const PARALLEL = 2;
const OFFSETS = ['+01:00', '+02:00', '+00:00', '-05:00', '+09:00', '-08:00'];

export interface DemoPhotoOptions {
  count?: number;
  undated?: number;
  now?: Date;
}

/**
 * Gives the private demo customer a library of generated photos (real JPEGs with EXIF dates
 * over five years, some undated), through the same pipeline as uploads. Runs only while the
 * customer has never had a library, so it happens once, and never undoes a "delete all".
 * Returns how many photos it added.
 */
export async function seedDemoPhotos(
  deps: PhotoManagementDeps,
  ownerId: string,
  options: DemoPhotoOptions = {},
): Promise<number> {
  const existing = await deps.db
    .selectFrom('photo_management_libraries')
    .select('owner_id')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (existing) {
    return 0;
  }
  const count = options.count ?? DEMO_PHOTO_COUNT;
  const undated = options.undated ?? DEMO_UNDATED_COUNT;
  const now = (options.now ?? new Date()).getTime();
  const user: AuthUser = {
    sub: ownerId,
    email: undefined,
    idpType: 'demo',
    idpSub: ownerId,
    isB2b: false,
  };
  const base = { imagesUrl: 'http://localhost/api/photo-management/images' };
  let added = 0;
  const seedOne = async (index: number): Promise<void> => {
    const random = seededRandom(index + 1);
    const spec = demoImageSpec(random);
    const taken =
      index < undated
        ? undefined
        : {
            wallClock: exifWallClock(now - random() * YEARS_SPREAD * 365 * 24 * 3600 * 1000),
            offset: OFFSETS[index % OFFSETS.length] ?? '+00:00',
          };
    const jpeg = await makeDemoJpeg(spec, taken, random);
    const result = await uploadPhoto(deps, user, {
      receive: () =>
        receiveToTempFile(
          Readable.from([jpeg]),
          `demo-${String(index + 1).padStart(3, '0')}.jpg`,
          jpeg.length,
          deps.blobs.stagingDir,
        ),
      uploadId: 'demo-seed',
      base,
    });
    if (result.created) {
      added += 1;
    }
  };
  for (let start = 0; start < count; start += PARALLEL) {
    const indexes = Array.from({ length: Math.min(PARALLEL, count - start) }, (_, i) => start + i);
    await Promise.all(indexes.map(seedOne));
  }
  return added;
}

/** "YYYY:MM:DD HH:MM:SS" of the instant's UTC clock (the offset is written beside it). */
function exifWallClock(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
}

/** Seeds the demo customer's photos when SEED_DEMO is on (after the demo accounts exist). */
export async function seedDemoPhotosIfEnabled(ctx: AppContext): Promise<number> {
  if (!ctx.settings.SEED_DEMO || ctx.settings.OIDC_ISSUER) {
    return 0;
  }
  const ownerId = await findAccountIdByEmail(ctx.database.db, DEMO_PHOTO_OWNER_EMAIL);
  if (!ownerId) {
    return 0;
  }
  return seedDemoPhotos(createPhotoManagementDeps(ctx), ownerId);
}
