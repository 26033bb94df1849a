import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const KEY = ['owner_id', 'month_bucket', 'taken_sort', 'id'];
/** What a listed photo shows (LISTED_PHOTO_COLUMNS in photo-pages.repository.ts) beyond the key. */
const PAYLOAD = [
  'created_at',
  'upload_end',
  'file_name',
  'upload_id',
  'date_taken',
  'date_taken_offset',
  'width',
  'height',
  'thumbnails',
  'placeholder',
];

/**
 * The timeline's index carries everything a month page shows (decision 0287): a page of 24
 * photos then reads two or three neighbouring index pages instead of one table page per photo,
 * which decides the first round after a start and every page once a big library's table no
 * longer fits in memory. It replaces the plain date-taken index it extends.
 */
export const photoTimelineCoveringMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const columns = (names: readonly string[]) => sql.join(names.map((name) => sql.ref(name)));
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create index photo_management_photos_timeline_idx on photo_management_photos
        (${columns(KEY)}) include (${columns(PAYLOAD)})`.execute(db);
    } else {
      await sql`create index photo_management_photos_timeline_idx on photo_management_photos
        (${columns([...KEY, ...PAYLOAD])})`.execute(db);
    }
    await db.schema.dropIndex('photo_management_photos_taken_idx').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('photo_management_photos_taken_idx')
      .on('photo_management_photos')
      .columns(KEY)
      .execute();
    await db.schema.dropIndex('photo_management_photos_timeline_idx').execute();
  },
};
