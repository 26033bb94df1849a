import { z } from 'zod/mini';

/*
 * PDFs (`/api/pdf`): a product's PDF as a zip (`GET /v1/pdf/me/{code}`, unzipped in the
 * browser) and the customer's map PDFs (`GET /v1/Pdfs/me`): here the product PDFs generated
 * for their orders (decision 0222).
 */

export const PDF_ERROR_CODES = {
  /** 409: the PDF is still being generated; ask again in a few seconds (Retry-After). */
  notReady: 'PRODUCT_PDF_NOT_READY',
  /** 404: the product is the customer's but is made of no photos, so it has no PDF. */
  none: 'PRODUCT_PDF_NONE',
} as const;

export const MapPdfSchema = z.object({
  productCode: z.string(),
  orderCode: z.string(),
  title: z.string(),
  fileName: z.string(),
  /** Bytes of the PDF. */
  size: z.number().check(z.int(), z.gte(0)),
  pageCount: z.number().check(z.int(), z.gte(0)),
  /** ISO-8601: when it was generated. */
  createdAt: z.string(),
});
export type MapPdf = z.infer<typeof MapPdfSchema>;

/** Newest first. */
export const MapPdfListSchema = z.object({ items: z.array(MapPdfSchema) });
export type MapPdfList = z.infer<typeof MapPdfListSchema>;
