import type {
  CustomerDataDeps,
  DeletedCustomer,
} from '../../platform/customer-data/deleted-customer.ts';
import { customerBlobFolder } from '../../platform/customer-data/deleted-customer.ts';
import { deleteBackup, deleteChunksUnder, findOwnerBackupIds } from './exports.repository.ts';

/**
 * Account deletion: the customer's exports, their chunk rows and zips. Chunk rows are also found
 * by their zip's folder (an export job that outlived its backup's row may have added some), and
 * the whole folder goes, whatever rows named.
 */
export async function deleteCustomerExports(
  deps: CustomerDataDeps,
  customer: DeletedCustomer,
): Promise<void> {
  for (const id of await findOwnerBackupIds(deps.db, customer.subject)) {
    await deleteBackup(deps.db, id);
  }
  const folder = `exports/${customerBlobFolder(customer)}/`;
  await deleteChunksUnder(deps.db, folder);
  await deps.blobs.deletePrefix(folder);
}
