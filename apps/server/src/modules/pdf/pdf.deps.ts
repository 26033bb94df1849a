import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { ownerFolder } from '../../platform/blobs/owner-folder.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';

/** What the pdf services and jobs work with; built once in the module's plugin. */
export interface PdfDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  logger: Logger;
}

export function createPdfDeps(ctx: AppContext): PdfDeps {
  return {
    db: ctx.database.db,
    blobs: ctx.blobs,
    jobs: ctx.jobs,
    logger: ctx.logger.child({ component: 'pdf' }),
  };
}

export const PDF_BLOB_PREFIX = 'product-pdfs/';

/** The folder of a customer's product PDFs: by the customer record, as orders name them. */
export const customerPdfFolder = (customerId: string): string =>
  `${PDF_BLOB_PREFIX}${ownerFolder(customerId)}/`;

export const productPdfBlobKey = (customerId: string, productId: string): string =>
  `${customerPdfFolder(customerId)}${productId}.pdf`;
