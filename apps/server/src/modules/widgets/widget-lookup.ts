import type { Kysely } from 'kysely';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import { findWidgetById } from './widgets.repository.ts';

/** What the gallery needs of one of the caller's widgets. */
export interface MyWidget {
  widgetId: string;
  customerId: string;
  productCode: string;
}

/** The caller's widget by its id; undefined for another customer's and a missing one alike. */
export async function findMyWidgetById(
  db: Kysely<Database>,
  user: AuthUser,
  widgetId: string,
): Promise<MyWidget | undefined> {
  const customer = await findCustomerSummary(db, user);
  const row = customer ? await findWidgetById(db, widgetId) : undefined;
  if (!customer || row?.customer_id !== customer.id) {
    return undefined;
  }
  return { widgetId: row.id, customerId: row.customer_id, productCode: row.product_code };
}
