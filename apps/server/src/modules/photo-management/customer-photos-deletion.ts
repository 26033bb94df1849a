import type {
  CustomerDataDeps,
  DeletedCustomer,
} from '../../platform/customer-data/deleted-customer.ts';
import { customerBlobFolder } from '../../platform/customer-data/deleted-customer.ts';
import { removeBlobFolders } from './blob-removal.ts';
import { clearBlobRemovals } from './blob-removals.repository.ts';
import {
  clearBlobRemovalsUnder,
  deleteLibrary,
  deleteMonthCounts,
} from './customer-photos.repository.ts';
import { blobPrefixesOf, deletePhotoBatchUpToGeneration } from './photos.repository.ts';

const BATCH = 500;
/**
 * Every generation (the largest a PostgreSQL integer holds): the library is gone, so no upload
 * of a newer one can follow.
 */
const ALL_GENERATIONS = 2 ** 31 - 1;

/**
 * Account deletion: every photo of the customer with its original and thumbnails, the library,
 * the month counts and the removal intents. The rows go in batches (their album entries go with
 * them, by cascade), then the owner's whole blob folder at once, which also takes files no row
 * named (an upload that died before its row). Idempotent: a pass that died halfway starts again.
 */
export async function deleteCustomerPhotos(
  deps: CustomerDataDeps,
  customer: DeletedCustomer,
): Promise<void> {
  const ownerId = customer.subject;
  const folder = `photos/${customerBlobFolder(customer)}/`;
  await deleteLibrary(deps.db, ownerId);
  for (;;) {
    const batch = await deletePhotoBatchUpToGeneration(
      deps.db,
      ownerId,
      ALL_GENERATIONS,
      BATCH,
      new Date().toISOString(),
    );
    // Folders outside the owner's (none are written today) go one by one.
    const elsewhere = blobPrefixesOf(batch).filter((prefix) => !prefix.startsWith(folder));
    await removeBlobFolders(deps.blobs, elsewhere);
    await clearBlobRemovals(deps.db, elsewhere);
    if (batch.length === 0) {
      break;
    }
  }
  await deleteMonthCounts(deps.db, ownerId);
  await deps.blobs.deletePrefix(folder);
  await clearBlobRemovalsUnder(deps.db, folder);
}
