import { Readable } from 'node:stream';
import { z } from 'zod';
import { findOrderProduct } from '../orders/orders.public.ts';
import {
  blobKeyOf,
  findPhotosByIds,
  type PhotoRow,
} from '../photo-management/photo-management.public.ts';
import { pageSizeOf } from './page-sizes.ts';
import { productPdfBlobKey, type PdfDeps } from './pdf.deps.ts';
import { deleteProductPdf, findProductPdf, updateProductPdfIfClaim } from './pdf.repository.ts';
import { renderProductPdf, type PageImage } from './product-pdf-render.ts';

export const PRODUCT_PDF_QUEUE = 'pdf-product';
const PRODUCT_PDF_ATTEMPTS = 3;
const ProductPdfJobPayloadSchema = z.object({ productId: z.string(), claim: z.string() });

/** The rendition the pages are made of: photo-management's largest JPEG. */
const PAGE_RENDITION = '1300';

export async function enqueueProductPdfJob(
  deps: PdfDeps,
  productId: string,
  claim: string,
): Promise<string> {
  return deps.jobs.enqueue(
    PRODUCT_PDF_QUEUE,
    { productId, claim },
    { maxAttempts: PRODUCT_PDF_ATTEMPTS },
  );
}

/** Each photo's image in page order: a deleted photo (or one not the owner's) is undefined. */
async function* pageImages(
  deps: PdfDeps,
  ownerId: string,
  photoIds: readonly string[],
): AsyncGenerator<PageImage> {
  const rows = await findPhotosByIds(deps.db, photoIds);
  const byId = new Map<string, PhotoRow>(
    rows.filter((row) => row.owner_id === ownerId).map((row) => [row.id, row]),
  );
  for (const id of photoIds) {
    const photo = byId.get(id);
    yield photo ? await readBlob(deps, blobKeyOf(photo, PAGE_RENDITION)) : undefined;
  }
}

async function readBlob(deps: PdfDeps, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.blobs.get(key)) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * Generates one product's PDF and stores it (decision 0221). Only the job carrying the row's
 * current claim renders, and a ready PDF is never made again: a second order, a retried job or
 * a duplicate of a re-claimed one finds it done. A product whose order no longer names the
 * customer (account deleted) loses its row instead.
 */
async function runProductPdfJob(
  deps: PdfDeps,
  payload: unknown,
  job: { attempt: number; maxAttempts: number },
): Promise<void> {
  const { productId, claim } = ProductPdfJobPayloadSchema.parse(payload);
  const row = await findProductPdf(deps.db, productId);
  if (!row || row.status === 'ready' || row.claim !== claim) {
    return;
  }
  const product = await findOrderProduct(deps.db, productId);
  if (product?.customerId !== row.customer_id) {
    await deleteProductPdf(deps.db, productId);
    return;
  }
  const key = productPdfBlobKey(row.customer_id, productId);
  try {
    const pdf = await renderProductPdf({
      title: product.title,
      pageSize: pageSizeOf(product.articleType),
      pages: pageImages(deps, row.owner_id, product.photoIds),
    });
    const info = await deps.blobs.put(key, Readable.from([Buffer.from(pdf)]));
    const now = new Date().toISOString();
    const stored = await updateProductPdfIfClaim(deps.db, productId, claim, {
      status: 'ready',
      blob_key: key,
      byte_size: info.size,
      page_count: product.photoIds.length,
      created_at: now,
      updated_at: now,
    });
    if (!stored && (await findProductPdf(deps.db, productId))?.blob_key !== key) {
      // The row went meanwhile (account deletion): its PDF may not stay.
      await deps.blobs.delete(key);
    }
  } catch (error) {
    if (job.attempt >= job.maxAttempts) {
      await updateProductPdfIfClaim(deps.db, productId, claim, {
        status: 'failed',
        updated_at: new Date().toISOString(),
      });
    }
    throw error;
  }
}

export function registerProductPdfJobs(deps: PdfDeps): void {
  deps.jobs.register(PRODUCT_PDF_QUEUE, (payload, job) => runProductPdfJob(deps, payload, job));
}
