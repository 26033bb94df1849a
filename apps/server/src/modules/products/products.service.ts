import {
  PRODUCT_PDF_PURPOSE,
  productPdfFileName,
  type Product,
  type ProductFile,
} from '@my-account/contract/products';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { findMyOrderProduct } from '../orders/orders.public.ts';
import { ensureProductPdf, type PdfDeps } from '../pdf/pdf.public.ts';

/**
 * `GET /v1/Products/{code}`: one product of the caller's orders with its files; the PDF is
 * listed (purpose product.pdf) once generated, and asked for when it is not yet (decision 0220).
 * 404 for another customer's code, as for a missing one.
 */
export async function getMyProduct(deps: PdfDeps, user: AuthUser, code: string): Promise<Product> {
  const product = await findMyOrderProduct(deps.db, user, code);
  if (!product) {
    throw notFound('Product');
  }
  const pdf = await ensureProductPdf(deps, product, user.sub);
  const files: ProductFile[] = pdf.ready
    ? [
        {
          purpose: PRODUCT_PDF_PURPOSE,
          fileName: productPdfFileName(product.productCode),
          contentType: 'application/pdf',
          size: pdf.ready.byte_size ?? 0,
          pageCount: pdf.ready.page_count,
          createdAt: pdf.ready.created_at,
        },
      ]
    : [];
  return {
    productCode: product.productCode,
    orderCode: product.orderCode,
    articleCode: product.articleCode,
    articleType: product.articleType,
    title: product.title,
    photoCount: product.photoIds.length,
    pdfState: pdf.state,
    files,
  };
}
