import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { VoucherCampaignsTable } from './vouchers.tables.ts';

export type VoucherCampaignRow = Selectable<VoucherCampaignsTable>;

export async function findCampaign(
  db: Kysely<Database>,
  code: string,
): Promise<VoucherCampaignRow | undefined> {
  return db
    .selectFrom('vouchers_campaigns')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Adds campaigns that are not there yet; an existing code keeps its row. */
export async function insertCampaigns(
  db: Kysely<Database>,
  campaigns: readonly Insertable<VoucherCampaignsTable>[],
): Promise<void> {
  await db
    .insertInto('vouchers_campaigns')
    .values([...campaigns])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}
