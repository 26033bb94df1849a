import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { insertCampaigns } from './vouchers.repository.ts';

/**
 * The demo shop's voucher campaigns, among them the codes of the demo orders (SUMMER20).
 * Validity is fixed so that tests and screenshots read the same each time.
 */
export async function seedDemoCampaigns(db: Kysely<Database>): Promise<void> {
  await insertCampaigns(db, [
    {
      code: 'SUMMER20',
      description: '20% off photo books, summer sale',
      discount_type: 'percentage',
      discount_value: 20,
      currency: null,
      valid_from: '2026-06-01T00:00:00.000Z',
      valid_until: '2026-09-30T23:59:59.000Z',
    },
    {
      code: 'WELCOME5',
      description: '£5 off your first order',
      discount_type: 'amount',
      discount_value: 500,
      currency: 'GBP',
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_until: '2027-12-31T23:59:59.000Z',
    },
    {
      code: 'XMAS15',
      description: '15% off calendars and cards for Christmas',
      discount_type: 'percentage',
      discount_value: 15,
      currency: null,
      valid_from: '2026-11-01T00:00:00.000Z',
      valid_until: '2026-12-24T23:59:59.000Z',
    },
  ]);
}
