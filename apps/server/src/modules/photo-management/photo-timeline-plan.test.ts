import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import { monthBucketOf } from './date-taken.ts';
import { encodeCursor, decodeCursor } from './photo-cursor.ts';
import { photoPageQuery, type PageRequest } from './photo-pages.repository.ts';
import type { PhotoRow } from './photos.repository.ts';

const OWNERS = 4;
const PHOTOS_PER_OWNER = 3000;
const MONTHS = 60;
const BIG_MONTH = 2000;

/**
 * Several libraries, as a big installation's table holds: each owner's months interleaved,
 * `count` photos taken in the `days` before `end`, in no particular order.
 */
function photoRows(owner: string, count: number, end: number, days: number): PhotoRow[] {
  const step = (days * 86_400_000) / count;
  return Array.from({ length: count }, (_, index) => {
    const taken = new Date(end - ((index * 7919) % count) * step);
    const created = new Date(end + index * 1000).toISOString();
    const id = randomUUID();
    return {
      id,
      owner_id: owner,
      generation: 1,
      content_hash: id,
      upload_id: 'plan',
      file_name: `photo-${String(index)}.jpg`,
      mime_type: 'image/jpeg',
      byte_size: 1000,
      width: 4000,
      height: 3000,
      date_taken: taken.toISOString(),
      date_taken_offset: 0,
      month_bucket: monthBucketOf(taken.getUTCFullYear(), taken.getUTCMonth() + 1),
      taken_sort: taken.toISOString(),
      created_at: created,
      upload_end: created,
      blob_prefix: `plan/${id}/`,
      thumbnails: '[{"id":"300","width":300,"height":225}]',
      placeholder: 'abc',
    };
  });
}

describe.each(testDatabases())('the timeline query plans on $name', ({ name, open }) => {
  let migrated: MigratedDatabase;
  const owner = 'plan-owner-0';
  const month = monthBucketOf(2025, 6);

  beforeAll(async () => {
    migrated = await open();
    const db = migrated.database.db;
    const now = Date.UTC(2026, 10, 1);
    const libraries = Array.from({ length: OWNERS }, (_, index) =>
      photoRows(`plan-owner-${String(index)}`, PHOTOS_PER_OWNER, now, MONTHS * 30),
    );
    // One big month, where the choice of index matters most.
    libraries.push(photoRows(owner, BIG_MONTH, Date.UTC(2025, 5, 30), 29));
    for (const rows of libraries) {
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insertInto('photo_management_photos')
          .values(rows.slice(start, start + 500))
          .execute();
      }
    }
    // Statistics (and PostgreSQL's visibility map), as autovacuum keeps them on a live table.
    await db.executeQuery(
      CompiledQuery.raw(name === 'postgres' ? 'VACUUM ANALYZE photo_management_photos' : 'ANALYZE'),
    );
  }, 60_000);
  afterAll(async () => {
    await migrated.destroy();
  });

  async function planOf(page: PageRequest): Promise<string> {
    const query = photoPageQuery(migrated.database.db, page);
    const explain = name === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
    const result = await migrated.database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    // PostgreSQL's lines are in "QUERY PLAN", SQLite's in "detail".
    return result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
  }

  const firstPage: PageRequest = {
    ownerId: owner,
    monthBucket: month,
    sortKey: 'dateTaken',
    sortOrder: 'desc',
    after: undefined,
    limit: 25,
  };
  const coveringScan =
    name === 'postgres'
      ? /Index Only Scan (Backward )?using photo_management_photos_timeline_idx/
      : /USING COVERING INDEX photo_management_photos_timeline_idx/;

  it('reads a month page from the covering index alone, in order (no table read, no sort)', async () => {
    const plan = await planOf(firstPage);
    expect(plan).toMatch(coveringScan);
    expect(plan).not.toMatch(/Sort|TEMP B-TREE|Seq Scan|SCAN photo_management_photos\b/);
  });

  it('reads a later page of the month (after a cursor) the same way', async () => {
    const cursor = decodeCursor(
      encodeCursor({
        sortKey: 'dateTaken',
        sortOrder: 'desc',
        monthBucket: month,
        value: '2025-06-15T00:00:00.000Z',
        id: 'ffffffff',
      }),
      'dateTaken',
      'desc',
    );
    const plan = await planOf({ ...firstPage, after: cursor });
    expect(plan).toMatch(coveringScan);
    expect(plan).not.toMatch(/Sort|TEMP B-TREE|Seq Scan/);
  });

  it('walks the flat list by date taken on the same index, month by month', async () => {
    const plan = await planOf({ ...firstPage, monthBucket: undefined, limit: 501 });
    expect(plan).toMatch(coveringScan);
    expect(plan).not.toMatch(/Sort|TEMP B-TREE|Seq Scan/);
  });

  it('pages a month by upload time on its own index, without sorting', async () => {
    const plan = await planOf({ ...firstPage, sortKey: 'uploaded', sortOrder: 'asc' });
    expect(plan).toMatch(/photo_management_photos_month_uploaded_idx/);
    expect(plan).not.toMatch(/Sort|TEMP B-TREE|Seq Scan/);
  });
});
