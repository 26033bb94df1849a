/**
 * What other modules may use of pdf (decision 0130): the state of a product's PDF (products
 * module) and, for the app, its part in account deletion.
 */
export { createPdfDeps, type PdfDeps } from './pdf.deps.ts';
export { ensureProductPdf, type ProductPdfStatus } from './product-pdf-state.ts';
export { deleteCustomerPdfs } from './customer-pdfs-deletion.ts';
