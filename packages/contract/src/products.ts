import { z } from 'zod/mini';

/*
 * Products (`/api/products`): one product of the customer's orders, by its product code, with
 * the files made of it (decision 0220). The spec's "product.pdf" purpose marks its PDF.
 */

/** The purpose that marks a product's PDF among its files (the spec's string). */
export const PRODUCT_PDF_PURPOSE = 'product.pdf';

/** The file name a product's PDF has inside the zip and when the browser saves it. */
export const productPdfFileName = (productCode: string): string => `${productCode}.pdf`;

export const ProductCodeParamsSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Letters, digits and dashes, up to 64')),
});

/**
 * Where the product's PDF stands: None (made of no photos, so nothing to print from here),
 * Pending (being generated), Ready (a file with purpose product.pdf is listed), Failed (the
 * next request tries again).
 */
export const PRODUCT_PDF_STATES = ['None', 'Pending', 'Ready', 'Failed'] as const;
export const ProductPdfStateSchema = z.enum(PRODUCT_PDF_STATES);
export type ProductPdfState = z.infer<typeof ProductPdfStateSchema>;

export const ProductFileSchema = z.object({
  /** "product.pdf" for the product's PDF. */
  purpose: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().check(z.int(), z.gte(0)),
  /** Pages, for a PDF. */
  pageCount: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** ISO-8601: when the file was made. */
  createdAt: z.string(),
});
export type ProductFile = z.infer<typeof ProductFileSchema>;

export const ProductSchema = z.object({
  productCode: z.string(),
  orderCode: z.string(),
  articleCode: z.string(),
  articleType: z.string(),
  title: z.string(),
  /** How many of the customer's photos it is made of: the PDF's pages. */
  photoCount: z.number().check(z.int(), z.gte(0)),
  pdfState: ProductPdfStateSchema,
  files: z.array(ProductFileSchema),
});
export type Product = z.infer<typeof ProductSchema>;
