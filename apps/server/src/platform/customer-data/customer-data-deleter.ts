import type { Database } from '../database/schema.ts';
import type { DeletedCustomer } from './deleted-customer.ts';

export type TableName = keyof Database;

/**
 * One part of the system that holds customer data (a module, a platform port) and removes a
 * customer's share of it. Every table is covered by a deleter or listed as holding no customer
 * data; a test of the composition fails otherwise, so a table added later cannot be forgotten.
 */
export interface CustomerDataDeleter {
  /** Who deletes, for the logs and the test's messages. */
  name: string;
  /** The tables it removes the customer's rows from. */
  tables: readonly TableName[];
  /**
   * Removes every row and blob of the customer. Idempotent: a pass that died halfway runs again
   * from the start, and a second pass after the last access token expired catches stragglers.
   */
  deleteCustomerData(customer: DeletedCustomer): Promise<void>;
}
