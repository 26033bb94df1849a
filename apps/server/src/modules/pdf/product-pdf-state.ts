import { randomUUID } from 'node:crypto';
import type { ProductPdfState } from '@my-account/contract/products';
import type { OrderProductFacts } from '../orders/orders.public.ts';
import type { PdfDeps } from './pdf.deps.ts';
import { enqueueProductPdfJob, PRODUCT_PDF_QUEUE } from './pdf.jobs.ts';
import {
  findProductPdf,
  insertProductPdfIfMissing,
  reclaimProductPdf,
  updateProductPdfIfClaim,
  type ProductPdfRow,
} from './pdf.repository.ts';

/** A claim whose job was never recorded (a crash right after claiming) is lost after this. */
const UNRECORDED_JOB_LOST_MS = 60_000;

export interface ProductPdfStatus {
  state: ProductPdfState;
  /** The stored PDF's row once Ready. */
  ready: ProductPdfRow | undefined;
}

/** Enqueues the job of this claim and records its id, so a lost job can be told later. */
async function enqueueFor(deps: PdfDeps, productId: string, claim: string): Promise<void> {
  const jobId = await enqueueProductPdfJob(deps, productId, claim);
  await updateProductPdfIfClaim(deps.db, productId, claim, { job_id: jobId });
}

/** Whether the row's job will never make its PDF: gone, failed, or ended without it. */
async function jobIsLost(deps: PdfDeps, row: ProductPdfRow, now: Date): Promise<boolean> {
  if (row.status === 'failed') {
    return true;
  }
  if (row.job_id === null) {
    return now.getTime() - Date.parse(row.updated_at) > UNRECORDED_JOB_LOST_MS;
  }
  const job = await deps.jobs.status(PRODUCT_PDF_QUEUE, row.job_id);
  return job === undefined || job.state === 'failed' || job.state === 'completed';
}

/**
 * Asks for the product's PDF once (decision 0221): stores a pending row and enqueues its job
 * unless the product has a row already; a failed or lost job is claimed again (one request wins
 * the claim). Products made of no photos have none.
 */
export async function ensureProductPdf(
  deps: PdfDeps,
  product: OrderProductFacts,
  photoOwnerId: string,
  now = new Date(),
): Promise<ProductPdfStatus> {
  if (product.photoIds.length === 0 || product.customerId === null) {
    return { state: 'None', ready: undefined };
  }
  let row = await findProductPdf(deps.db, product.id);
  if (!row) {
    const claim = randomUUID();
    const inserted = await insertProductPdfIfMissing(deps.db, {
      product_id: product.id,
      customer_id: product.customerId,
      owner_id: photoOwnerId,
      product_code: product.productCode,
      order_code: product.orderCode,
      title: product.title,
      status: 'pending',
      claim,
      job_id: null,
      blob_key: null,
      byte_size: null,
      page_count: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    if (inserted) {
      await enqueueFor(deps, product.id, claim);
      return { state: 'Pending', ready: undefined };
    }
    row = await findProductPdf(deps.db, product.id);
  }
  if (!row) {
    return { state: 'Pending', ready: undefined };
  }
  if (row.status === 'ready') {
    return { state: 'Ready', ready: row };
  }
  if (await jobIsLost(deps, row, now)) {
    const claim = randomUUID();
    const won = await reclaimProductPdf(deps.db, row.product_id, row.claim, {
      claim,
      updated_at: now.toISOString(),
    });
    if (won) {
      await enqueueFor(deps, row.product_id, claim);
    }
  }
  return { state: 'Pending', ready: undefined };
}
