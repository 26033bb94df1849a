import { customerBlobFolder } from '../../platform/customer-data/deleted-customer.ts';
import type { DeletedCustomer } from '../../platform/customer-data/deleted-customer.ts';
import { ArchivePhotoRefsSchema } from './archive-photo-ref.ts';
import type { DownloadsDeps } from './downloads.deps.ts';
import { failDownload } from './downloads.jobs.ts';
import {
  deleteOwnerDownloads,
  findDownloadsWithPhotosOf,
  findOwnerDownloads,
  setDownloadPhotos,
  type DownloadRow,
} from './downloads.repository.ts';
import { expireDownload } from './downloads.sweep.ts';

const BATCH = 200;

/**
 * Account deletion: the customer's archives with their zips, and their photos in archives of
 * others (a shared album's). Runs after the photos are gone, so an archive job still writing
 * cannot read them any more; an archive of another customer that holds or may still get their
 * photos ends (a ready one expires early, one being made fails and its job discards its zip), and
 * its list no longer names them.
 */
export async function deleteCustomerDownloads(
  deps: DownloadsDeps,
  customer: DeletedCustomer,
): Promise<void> {
  const ownerId = customer.subject;
  for (;;) {
    const batch = await findOwnerDownloads(deps.db, ownerId, BATCH);
    if (batch.length === 0) {
      break;
    }
    await Promise.all(
      batch.flatMap((row) => (row.blob_key ? [deps.blobs.delete(row.blob_key)] : [])),
    );
    await deleteOwnerDownloads(
      deps.db,
      ownerId,
      batch.map((row) => row.id),
    );
  }
  // Zips of archives whose rows a crash or a late job left behind.
  await deps.blobs.deletePrefix(`downloads/${customerBlobFolder(customer)}/`);

  for (const row of await findDownloadsWithPhotosOf(deps.db, ownerId)) {
    await endArchiveWithPhotosOf(deps, row, ownerId);
  }
}

async function endArchiveWithPhotosOf(
  deps: DownloadsDeps,
  row: DownloadRow,
  photoOwnerId: string,
): Promise<void> {
  const now = new Date();
  if (row.status === 'READY') {
    await expireDownload(deps, row, now);
  } else if (row.status === 'PENDING' || row.status === 'IN_PROGRESS') {
    await failDownload(deps, row.owner_id, row.id);
  }
  const kept = ArchivePhotoRefsSchema.parse(JSON.parse(row.photos)).filter(
    (ref) => ref.ownerId !== photoOwnerId,
  );
  await setDownloadPhotos(deps.db, row, JSON.stringify(kept), kept.length, now.toISOString());
}
