import type { CustomerDataDeps } from '../../platform/customer-data/deleted-customer.ts';
import { deleteUploads, findAccountUploadKeys } from './uploads.repository.ts';

const BATCH = 200;

/**
 * Account deletion: every upload of the account with its file. Files first, then their rows, a
 * batch at a time: a pass that dies between the two finds the rows again and finishes them.
 */
export async function deleteAccountUploads(
  deps: CustomerDataDeps,
  accountId: string,
): Promise<void> {
  for (;;) {
    const batch = await findAccountUploadKeys(deps.db, accountId, BATCH);
    if (batch.length === 0) {
      return;
    }
    await Promise.all(batch.map((row) => deps.blobs.delete(row.blob_key)));
    await deleteUploads(
      deps.db,
      batch.map((row) => row.id),
    );
  }
}
