import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

const REMOVALS = 'photo_management_blob_removals';

export interface BlobRemoval {
  prefix: string;
  created_at: string;
}

/** Records folders to remove; call it in the transaction that deletes their rows. */
export async function recordBlobRemovals(
  db: Kysely<Database>,
  prefixes: readonly string[],
  now: string,
): Promise<void> {
  if (prefixes.length === 0) {
    return;
  }
  await db
    .insertInto(REMOVALS)
    .values(prefixes.map((prefix) => ({ prefix, created_at: now })))
    .onConflict((conflict) => conflict.column('prefix').doNothing())
    .execute();
}

/** Forgets the intents of folders that are gone. */
export async function clearBlobRemovals(
  db: Kysely<Database>,
  prefixes: readonly string[],
): Promise<void> {
  if (prefixes.length === 0) {
    return;
  }
  await db.deleteFrom(REMOVALS).where('prefix', 'in', prefixes).execute();
}

/**
 * The oldest intents recorded before `createdBefore` (any, when undefined), after `after` in
 * (created_at, prefix) order: a pass walks past the ones it could not carry out.
 */
export async function findBlobRemovals(
  db: Kysely<Database>,
  options: { createdBefore: string | undefined; after: BlobRemoval | undefined; limit: number },
): Promise<BlobRemoval[]> {
  let query = db.selectFrom(REMOVALS).select(['prefix', 'created_at']);
  if (options.createdBefore !== undefined) {
    query = query.where('created_at', '<', options.createdBefore);
  }
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.created_at),
        eb.and([eb('created_at', '=', after.created_at), eb('prefix', '>', after.prefix)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('prefix').limit(options.limit).execute();
}
