import type { Kysely } from 'kysely';
import type { BlobOwner } from '../../platform/blobs/orphan-sweep.ts';
import type { Database } from '../../platform/database/schema.ts';
import { PDF_BLOB_PREFIX, productPdfBlobKey } from './pdf.deps.ts';
import { findProductPdfsByIds } from './pdf.repository.ts';

/**
 * For the orphan sweep: `product-pdfs/<customer>/<product id>.pdf`, owned by the row that names
 * it (ready) or whose job may be writing it (pending).
 */
export function pdfBlobOwner(db: Kysely<Database>): BlobOwner {
  return {
    prefix: PDF_BLOB_PREFIX,
    unitOf(key) {
      const [, folder, file, ...rest] = key.split('/');
      if (!key.startsWith(PDF_BLOB_PREFIX) || !folder || !file?.endsWith('.pdf') || rest.length) {
        return undefined;
      }
      return { unit: key, rowId: file.slice(0, -'.pdf'.length) };
    },
    async owned(units) {
      const rows = await findProductPdfsByIds(
        db,
        units.map((unit) => unit.rowId),
      );
      return new Set(
        rows.flatMap((row) => {
          if (row.status === 'pending') {
            return [productPdfBlobKey(row.customer_id, row.product_id)];
          }
          return row.blob_key === null ? [] : [row.blob_key];
        }),
      );
    },
  };
}
