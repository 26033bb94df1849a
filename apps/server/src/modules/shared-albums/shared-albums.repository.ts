import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import {
  albumsAfter,
  findAlbumSummary,
  removeOwnerPhotosFromAlbum,
  type AlbumCursor,
  type AlbumSummaryRow,
} from '../albums/albums.public.ts';
import type { SharedAlbumParticipantsTable } from './shared-albums.tables.ts';

export type ParticipantRow = Selectable<SharedAlbumParticipantsTable>;

/** A shared album with its owner's e-mail; undefined when the album is not shared. */
export interface SharedAlbumRow extends AlbumSummaryRow {
  ownerEmail: string;
}

export async function findSharedAlbum(
  db: Kysely<Database>,
  albumId: string,
): Promise<SharedAlbumRow | undefined> {
  const sharing = await db
    .selectFrom('shared_albums')
    .select('owner_email')
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!sharing) {
    return undefined;
  }
  const album = await findAlbumSummary(db, albumId);
  return album ? { ...album, ownerEmail: sharing.owner_email } : undefined;
}

export async function isParticipant(
  db: Kysely<Database>,
  albumId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('shared_albums_participants')
    .select('album_id')
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listParticipants(
  db: Kysely<Database>,
  albumId: string,
): Promise<ParticipantRow[]> {
  return db
    .selectFrom('shared_albums_participants')
    .selectAll()
    .where('album_id', '=', albumId)
    .orderBy('joined_at')
    .orderBy('participant_id')
    .execute();
}

/** Ids of the albums others shared with the user, newest album first, in keyset order. */
export async function listSharedWithMeIds(
  db: Kysely<Database>,
  userId: string,
  after: AlbumCursor | undefined,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('shared_albums_participants')
    .innerJoin('albums', 'albums.id', 'shared_albums_participants.album_id')
    .select('albums.id')
    .where('shared_albums_participants.user_id', '=', userId)
    .where('albums.owner_id', '!=', userId);
  if (after) {
    query = query.where(albumsAfter(after));
  }
  const rows = await query
    .orderBy('albums.created_at', 'desc')
    .orderBy('albums.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface SharingCounts {
  readAlbumsCount: number;
  grantedAlbumsCount: number;
  /** The earliest and latest moment the user's sharing changed; undefined with none. */
  first: string | undefined;
  last: string | undefined;
}

export async function countSharing(db: Kysely<Database>, userId: string): Promise<SharingCounts> {
  const read = await db
    .selectFrom('shared_albums_participants')
    .innerJoin('albums', 'albums.id', 'shared_albums_participants.album_id')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.min('shared_albums_participants.joined_at').as('first'),
      eb.fn.max('shared_albums_participants.joined_at').as('last'),
    ])
    .where('shared_albums_participants.user_id', '=', userId)
    .where('albums.owner_id', '!=', userId)
    .executeTakeFirstOrThrow();
  const granted = await db
    .selectFrom('shared_albums')
    .innerJoin('albums', 'albums.id', 'shared_albums.album_id')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.min('shared_albums.shared_at').as('first'),
      eb.fn.max('shared_albums.shared_at').as('last'),
    ])
    .where('albums.owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  const firsts = [read.first, granted.first].filter((value) => value !== null).sort();
  const lasts = [read.last, granted.last].filter((value) => value !== null).sort();
  return {
    readAlbumsCount: Number(read.count),
    grantedAlbumsCount: Number(granted.count),
    first: firsts[0],
    last: lasts[lasts.length - 1],
  };
}

/** A participant leaves: their row goes, and with it the photos they put in the album. */
export async function leaveSharedAlbum(
  db: Kysely<Database>,
  albumId: string,
  userId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await removeOwnerPhotosFromAlbum(trx, albumId, userId);
    await trx
      .deleteFrom('shared_albums_participants')
      .where('album_id', '=', albumId)
      .where('user_id', '=', userId)
      .execute();
  });
}

/**
 * Account deletion: the customer's part in albums others shared with them (the albums stay for
 * the rest), and invitations to their addresses made before the deletion was confirmed (an
 * address may belong to a new account after that). Their photos there go with their photos.
 */
export async function deleteParticipation(
  db: Kysely<Database>,
  userId: string,
  emails: readonly string[],
  confirmedAt: string,
): Promise<void> {
  await db
    .deleteFrom('shared_albums_participants')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb('participant_id', '=', userId),
        ...(emails.length === 0
          ? []
          : [
              eb.and([
                eb('user_id', 'is', null),
                eb(eb.fn('lower', ['email']), 'in', emails),
                eb('joined_at', '<=', confirmedAt),
              ]),
            ]),
      ]),
    )
    .execute();
}
