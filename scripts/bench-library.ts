// A photo library written straight into a bench database: rows in batches pointing at one shared
// set of blobs (the bench measures reading and showing a library, not making thumbnails).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AppContext } from '../apps/server/src/platform/app-context.ts';
import { monthBucketOf } from '../apps/server/src/modules/photo-management/date-taken.ts';
import type { PhotoRow } from '../apps/server/src/modules/photo-management/photos.repository.ts';
import {
  bucketDeltas,
  changeMonthCounts,
} from '../apps/server/src/modules/photo-management/month-counts.repository.ts';

export interface LibraryOptions {
  owner: string;
  count: number;
  months: number;
  /** The photo every row shows; a tiny 4x3 JPEG when absent. */
  image?: Buffer;
  /** Every photo taken within this span (one month, say) rather than over `months`. */
  within?: { start: Date; seconds: number };
}

/** Renditions of the shared image under one blob prefix, as the pipeline names them. */
async function putSharedBlobs(ctx: AppContext, prefix: string, image: Buffer | undefined) {
  const source =
    image ??
    (await sharp({ create: { width: 4, height: 3, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer());
  const { width, height } = await sharp(source).metadata();
  await ctx.blobs.put(`${prefix}original`, Readable.from([source]));
  const thumbnails = [];
  for (const size of [300, 800, 1300]) {
    const { data, info } = await sharp(source)
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    await ctx.blobs.put(`${prefix}${String(size)}.jpg`, Readable.from([data]));
    thumbnails.push({ id: String(size), width: info.width, height: info.height });
  }
  return { width, height, byteSize: source.length, thumbnails: JSON.stringify(thumbnails) };
}

export async function buildBenchLibrary(ctx: AppContext, options: LibraryOptions): Promise<void> {
  const { owner, count, months } = options;
  const prefix = `bench/shared-${randomUUID()}/`;
  const shared = await putSharedBlobs(ctx, prefix, options.image);
  await ctx.database.db
    .insertInto('photo_management_libraries')
    .values({ owner_id: owner, generation: 1, updated_at: new Date().toISOString() })
    .execute();
  const now = Date.now();
  const span = months * 30 * 86_400;
  // Dates hop by a prime number of seconds (so a month's photos are not in insertion order), and
  // by at least span / count, so that a small library also reaches back over all its months.
  const step = Math.max(7919, Math.floor(span / count));
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows: PhotoRow[] = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const id = randomUUID();
      const unknown = i % 200 === 0;
      const taken = options.within
        ? new Date(options.within.start.getTime() + ((i * 7919) % options.within.seconds) * 1000)
        : new Date(now - ((i * step) % span) * 1000);
      const created = new Date(now - (count - i) * 1000).toISOString();
      rows.push({
        id,
        owner_id: owner,
        generation: 1,
        content_hash: id,
        upload_id: 'bench',
        file_name: `bench-${String(i)}.jpg`,
        mime_type: 'image/jpeg',
        byte_size: shared.byteSize,
        width: shared.width,
        height: shared.height,
        date_taken: unknown ? null : taken.toISOString(),
        date_taken_offset: unknown ? null : 0,
        month_bucket: unknown
          ? monthBucketOf(1970, 1)
          : monthBucketOf(taken.getUTCFullYear(), taken.getUTCMonth() + 1),
        taken_sort: unknown ? created : taken.toISOString(),
        created_at: created,
        upload_end: created,
        blob_prefix: prefix,
        thumbnails: shared.thumbnails,
        placeholder: null,
      });
    }
    await ctx.database.db.insertInto('photo_management_photos').values(rows).execute();
    await changeMonthCounts(ctx.database.db, owner, bucketDeltas(rows, 1));
  }
}
