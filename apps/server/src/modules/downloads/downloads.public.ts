/**
 * What other modules may use of downloads (decision 0130): its zip machinery, which exports
 * ("the same machinery in chunks") writes its chunks with; for the app, its part in account
 * deletion.
 */
export { writeZipBlob, type ZipSource } from './zip-blob-writer.ts';
export { createEntryNamer } from './zip-entry-names.ts';
export { createDownloadsDeps } from './downloads.deps.ts';
export { deleteCustomerDownloads } from './customer-downloads-deletion.ts';
