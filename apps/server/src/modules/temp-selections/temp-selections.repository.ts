import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { TempSelectionsTable } from './temp-selections.tables.ts';

export type TempSelectionRow = Selectable<TempSelectionsTable>;

/** Stores the selection and sweeps expired ones (cheap: the expiry index), so none pile up. */
export async function insertTempSelection(
  db: Kysely<Database>,
  row: TempSelectionRow,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('temp_selections').where('expires_at', '<=', row.created_at).execute();
    await trx.insertInto('temp_selections').values(row).execute();
  });
}

/** The creator's selection while it has not expired. */
export async function findLiveTempSelection(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  now: string,
): Promise<TempSelectionRow | undefined> {
  return db
    .selectFrom('temp_selections')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Account deletion: every selection the customer made. */
export async function deleteOwnerSelections(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('temp_selections').where('owner_id', '=', ownerId).execute();
}
