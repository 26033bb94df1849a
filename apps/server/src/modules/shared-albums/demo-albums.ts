import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findAlbumSummary, insertAlbum, insertAlbumPhotos } from '../albums/albums.public.ts';
import { DEMO_EMAILS, findAccountIdByEmail } from '../identity/identity.public.ts';
import {
  createPhotoManagementDeps,
  demoImageSpec,
  listNewestPhotoIds,
  makeDemoJpeg,
  receiveToTempFile,
  seededRandom,
  uploadPhoto,
  type PhotoManagementDeps,
} from '../photo-management/photo-management.public.ts';
import { insertLegacySharedAlbum } from './legacy-shared-album.ts';

/** Fixed ids: a seeding cut short and run again finds what it already made. */
export const DEMO_ALBUM_IDS = {
  summer: 'demo-album-summer-holidays',
  family: 'demo-album-family',
  prints: 'demo-album-ideas-for-prints',
  gardenParty: 'demo-shared-album-garden-party',
  wedding: 'demo-shared-album-freyas-wedding',
} as const;
export const DEMO_FRIEND_PHOTO_COUNT = 6;
/** Someone invited to the demo customer's shared album by e-mail who never signed up. */
export const DEMO_INVITED_EMAIL = 'grandma.demo@example.com';
const DAY_MS = 24 * 3600 * 1000;
/** Seeds of the friend's pictures: far from the demo library's, so they look different. */
const FRIEND_SEED_BASE = 5000;

/**
 * The albums of the demo (seeded here rather than in albums: the legacy shared albums need the
 * albums module, which must not need this one): three own albums of the demo customer (one empty), a legacy shared
 * album they own (the friend and an e-mail-only invitee take part, the friend added two
 * photos), and one the friend owns in which the demo customer takes part (with one photo of
 * theirs). Runs until the friend's shared album exists, which is made last, so it happens once
 * per data folder and never brings back what the customers deleted afterwards.
 * Returns how many albums it made.
 */
export async function seedDemoAlbums(
  deps: PhotoManagementDeps,
  ids: { demo: string; friend: string },
  now = new Date(),
): Promise<number> {
  const db = deps.db;
  if (await albumExists(db, DEMO_ALBUM_IDS.wedding)) {
    return 0;
  }
  const friendPhotos = await seedFriendPhotos(deps, ids.friend, now);
  const demoPhotos = await listNewestPhotoIds(db, ids.demo, 40);
  const pick = (from: number, count: number): string[] => demoPhotos.slice(from, from + count);
  const daysAgo = (days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();
  let made = 0;
  const own: [string, string, string, string[]][] = [
    [DEMO_ALBUM_IDS.summer, 'Summer holidays', daysAgo(45), pick(0, 18)],
    [DEMO_ALBUM_IDS.family, 'Family', daysAgo(1), pick(18, 9)],
    [DEMO_ALBUM_IDS.prints, 'Ideas for prints', daysAgo(0), []],
  ];
  for (const [id, name, created, photoIds] of own) {
    if (await albumExists(db, id)) {
      continue;
    }
    await db.transaction().execute(async (trx) => {
      await insertAlbum(trx, {
        id,
        owner_id: ids.demo,
        name,
        created_at: created,
        updated_at: created,
      });
      if (photoIds.length > 0) {
        await insertAlbumPhotos(trx, id, ids.demo, photoIds, created);
      }
    });
    made += 1;
  }
  if (!(await albumExists(db, DEMO_ALBUM_IDS.gardenParty))) {
    await insertLegacySharedAlbum(db, {
      id: DEMO_ALBUM_IDS.gardenParty,
      ownerId: ids.demo,
      ownerEmail: DEMO_EMAILS.private,
      name: 'Garden party',
      created: daysAgo(400),
      participants: [
        { userId: ids.friend, email: DEMO_EMAILS.friend },
        { userId: undefined, email: DEMO_INVITED_EMAIL },
      ],
      photos: [
        ...pick(27, 6).map((photoId) => ({ photoId, ownerId: ids.demo })),
        ...friendPhotos.slice(4, 6).map((photoId) => ({ photoId, ownerId: ids.friend })),
      ],
    });
    made += 1;
  }
  await insertLegacySharedAlbum(db, {
    id: DEMO_ALBUM_IDS.wedding,
    ownerId: ids.friend,
    ownerEmail: DEMO_EMAILS.friend,
    name: "Freya's wedding",
    created: daysAgo(300),
    participants: [{ userId: ids.demo, email: DEMO_EMAILS.private }],
    photos: [
      ...friendPhotos.slice(0, 4).map((photoId) => ({ photoId, ownerId: ids.friend })),
      ...pick(33, 1).map((photoId) => ({ photoId, ownerId: ids.demo })),
    ],
  });
  return made + 1;
}

async function albumExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await findAlbumSummary(db, id)) !== undefined;
}

/** The friend's few photos, generated and uploaded like any file (the same bytes dedupe). */
async function seedFriendPhotos(
  deps: PhotoManagementDeps,
  friendId: string,
  now: Date,
): Promise<string[]> {
  const user: AuthUser = {
    sub: friendId,
    email: undefined,
    idpType: 'demo',
    idpSub: friendId,
    isB2b: false,
  };
  const base = { imagesUrl: 'http://localhost/api/photo-management/images' };
  const ids: string[] = [];
  for (let index = 0; index < DEMO_FRIEND_PHOTO_COUNT; index += 1) {
    const random = seededRandom(FRIEND_SEED_BASE + index);
    const taken = new Date(now.getTime() - (300 + index) * DAY_MS);
    const jpeg = await makeDemoJpeg(
      demoImageSpec(random),
      {
        wallClock: taken.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':'),
        offset: '+01:00',
      },
      random,
    );
    const result = await uploadPhoto(deps, user, {
      receive: () =>
        receiveToTempFile(
          Readable.from([jpeg]),
          `friend-${index + 1}.jpg`,
          jpeg.length,
          deps.blobs.stagingDir,
        ),
      uploadId: 'demo-seed',
      base,
    });
    ids.push(result.photo.imageId);
  }
  return ids;
}

/** Seeds the demo albums when SEED_DEMO is on (after the demo accounts and photos). */
export async function seedDemoAlbumsIfEnabled(ctx: AppContext): Promise<number> {
  if (!ctx.settings.SEED_DEMO || ctx.settings.OIDC_ISSUER) {
    return 0;
  }
  const db = ctx.database.db;
  const demo = await findAccountIdByEmail(db, DEMO_EMAILS.private);
  const friend = await findAccountIdByEmail(db, DEMO_EMAILS.friend);
  if (!demo || !friend) {
    return 0;
  }
  return seedDemoAlbums(createPhotoManagementDeps(ctx), { demo, friend });
}
