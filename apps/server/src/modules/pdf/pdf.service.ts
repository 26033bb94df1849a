import { PDF_ERROR_CODES, type MapPdfList } from '@my-account/contract/pdf';
import { productPdfFileName } from '@my-account/contract/products';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import {
  findMyOrderProduct,
  findOrderProduct,
  type OrderPlacedEvent,
} from '../orders/orders.public.ts';
import type { PdfDeps } from './pdf.deps.ts';
import { listReadyCustomerPdfs } from './pdf.repository.ts';
import { ensureProductPdf } from './product-pdf-state.ts';

/** How long the app waits before asking again for a PDF being generated. */
export const NOT_READY_RETRY_SECONDS = 3;

/** A stored PDF to send: where it is and what to call it. */
export interface ProductPdfFile {
  blobKey: string;
  size: number;
  fileName: string;
  createdAt: Date;
}

/**
 * `GET /v1/pdf/me/{code}`: the caller's product's PDF (404 for another customer's code). One
 * not generated yet is asked for and answers 409 PRODUCT_PDF_NOT_READY (decision 0221).
 */
export async function findMyProductPdf(
  deps: PdfDeps,
  user: AuthUser,
  code: string,
): Promise<ProductPdfFile> {
  const product = await findMyOrderProduct(deps.db, user, code);
  if (!product) {
    throw notFound('Product');
  }
  const { state, ready } = await ensureProductPdf(deps, product, user.sub);
  if (state === 'None') {
    throw new HttpError(404, PDF_ERROR_CODES.none, 'This product is made of no photos: no PDF');
  }
  if (!ready?.blob_key) {
    throw conflict(
      'The PDF is being generated: ask again in a few seconds',
      PDF_ERROR_CODES.notReady,
    );
  }
  return {
    blobKey: ready.blob_key,
    size: ready.byte_size ?? 0,
    fileName: productPdfFileName(ready.product_code),
    createdAt: new Date(ready.created_at),
  };
}

/** `GET /v1/Pdfs/me`: the map PDFs, here the customer's generated product PDFs (decision 0222). */
export async function listMyMapPdfs(deps: PdfDeps, user: AuthUser): Promise<MapPdfList> {
  const customer = await findCustomerSummary(deps.db, user);
  const rows = customer ? await listReadyCustomerPdfs(deps.db, customer.id) : [];
  return {
    items: rows.map((row) => ({
      productCode: row.product_code,
      orderCode: row.order_code,
      title: row.title,
      fileName: productPdfFileName(row.product_code),
      size: row.byte_size ?? 0,
      pageCount: row.page_count ?? 0,
      createdAt: row.created_at,
    })),
  };
}

/**
 * Listens for placed orders (registered at start): asks for each photo product's PDF, which
 * only stores a row and enqueues its job. A failure is logged; the next request for the
 * product's PDF asks again.
 */
export function productPdfsOnOrderPlaced(deps: PdfDeps) {
  return async (event: OrderPlacedEvent): Promise<void> => {
    for (const placed of event.products.filter((product) => product.photoCount > 0)) {
      try {
        const product = await findOrderProduct(deps.db, placed.id);
        if (product) {
          await ensureProductPdf(deps, product, event.photoOwnerId);
        }
      } catch (error) {
        deps.logger.error(
          { err: error, orderCode: event.orderCode, productId: placed.id },
          'could not ask for the product PDF of a placed order',
        );
      }
    }
  };
}
