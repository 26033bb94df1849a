import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { albumsAfter, type AlbumCursor } from './album-cursor.ts';
import type { AlbumsTable } from './albums.tables.ts';

export type AlbumRow = Selectable<AlbumsTable>;

/** An album with what its card shows: shared or not, photo count and the cover's id. */
export interface AlbumSummaryRow extends AlbumRow {
  isShared: boolean;
  photosCount: number;
  coverPhotoId: string | null;
}

type AlbumsEb = ExpressionBuilder<Database, 'albums'>;

/** Count, cover and shared flag as correlated subqueries: one statement for a whole page. */
function summaryColumns(eb: AlbumsEb) {
  return [
    eb
      .exists(
        eb
          .selectFrom('shared_albums')
          .select('shared_albums.album_id')
          .whereRef('shared_albums.album_id', '=', 'albums.id'),
      )
      .as('is_shared'),
    eb
      .selectFrom('albums_photos')
      .select((inner) => inner.fn.countAll().as('count'))
      .whereRef('albums_photos.album_id', '=', 'albums.id')
      .as('photos_count'),
    eb
      .selectFrom('albums_photos')
      .select('albums_photos.photo_id')
      .whereRef('albums_photos.album_id', '=', 'albums.id')
      .orderBy('albums_photos.added_at', 'desc')
      // Photos added together: the newest of them in the library.
      .orderBy('albums_photos.photo_created_at', 'desc')
      .orderBy('albums_photos.photo_id', 'desc')
      .limit(1)
      .as('cover_photo_id'),
  ] as const;
}

interface RawSummary extends AlbumRow {
  is_shared: unknown;
  photos_count: unknown;
  cover_photo_id: string | null;
}

// SQLite answers EXISTS with 0/1 and COUNT with a number; PostgreSQL with a boolean and a string.
const toSummary = ({ is_shared, photos_count, cover_photo_id, ...album }: RawSummary) => ({
  ...album,
  isShared: is_shared === true || Number(is_shared) === 1,
  photosCount: Number(photos_count ?? 0),
  coverPhotoId: cover_photo_id,
});

const ALBUM_COLUMNS = [
  'albums.id',
  'albums.owner_id',
  'albums.name',
  'albums.created_at',
  'albums.updated_at',
] as const;

export async function insertAlbum(
  db: Kysely<Database> | Transaction<Database>,
  row: AlbumRow,
): Promise<void> {
  await db.insertInto('albums').values(row).execute();
}

/** The album with its summary, whoever owns it (callers check access). */
export async function findAlbumSummary(
  db: Kysely<Database>,
  albumId: string,
): Promise<AlbumSummaryRow | undefined> {
  const row = await db
    .selectFrom('albums')
    .select(ALBUM_COLUMNS)
    .select(summaryColumns)
    .where('albums.id', '=', albumId)
    .executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

/** Albums with their summaries in the order of `ids` (missing ones left out). */
export async function findAlbumSummaries(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<AlbumSummaryRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('albums')
    .select(ALBUM_COLUMNS)
    .select(summaryColumns)
    .where('albums.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface AlbumListRequest {
  ownerId: string;
  includeShared: boolean;
  after: AlbumCursor | undefined;
  limit: number;
}

/** The owner's albums, newest first, in keyset order on (created_at, id). */
export async function listOwnAlbums(
  db: Kysely<Database>,
  request: AlbumListRequest,
): Promise<AlbumSummaryRow[]> {
  let query = db
    .selectFrom('albums')
    .select(ALBUM_COLUMNS)
    .select(summaryColumns)
    .where('albums.owner_id', '=', request.ownerId);
  if (!request.includeShared) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('shared_albums')
            .select('shared_albums.album_id')
            .whereRef('shared_albums.album_id', '=', 'albums.id'),
        ),
      ),
    );
  }
  const after = request.after;
  if (after) {
    query = query.where(albumsAfter(after));
  }
  const rows = await query
    .orderBy('albums.created_at', 'desc')
    .orderBy('albums.id', 'desc')
    .limit(request.limit)
    .execute();
  return rows.map(toSummary);
}

export async function countAlbumsOfOwner(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('albums')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sets updated_at if the owner has the album; in PostgreSQL this also locks the row, so a
 * concurrent delete waits for the change it would otherwise break. False when it is not theirs.
 */
export async function touchOwnAlbum(
  db: Kysely<Database> | Transaction<Database>,
  ownerId: string,
  albumId: string,
  changes: { name?: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('albums')
    .set(changes)
    .where('id', '=', albumId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the album (its photo rows, sharing and participants go by cascade). */
export async function deleteAlbumRow(db: Kysely<Database>, albumId: string): Promise<void> {
  await db.deleteFrom('albums').where('id', '=', albumId).execute();
}

/**
 * Account deletion: the customer's albums, for everybody (their photos, sharing and participants
 * go by cascade), and the customer's photos in albums of others.
 */
export async function deleteAlbumsOfCustomer(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('albums').where('owner_id', '=', ownerId).execute();
  await db.deleteFrom('albums_photos').where('photo_owner_id', '=', ownerId).execute();
}
