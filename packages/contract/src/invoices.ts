import { z } from 'zod/mini';
import { OrderCurrencySchema } from './orders.ts';

/** Business customers' invoices (`/api/invoices`), one per order paid by invoice. */

/** The file name the browser saves an invoice PDF as (the spec's invoice_{id}.pdf). */
export const invoiceFileName = (id: string): string => `invoice_${id}.pdf`;

export const InvoiceIdParamsSchema = z.object({ id: z.uuid() });

export const InvoicePdfParamsSchema = z.object({
  id: z.uuid(),
  /** The vendor host (or the id services know it by) whose language the PDF is written in. */
  channel: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const HistoricalInvoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  orderCode: z.string(),
  /** ISO-8601. */
  issuedAt: z.string(),
  currency: OrderCurrencySchema,
  /** Minor units, VAT included; equals the order's total. */
  total: z.number().check(z.int()),
  vat: z.number().check(z.int()),
  fileName: z.string(),
});
export type HistoricalInvoice = z.infer<typeof HistoricalInvoiceSchema>;

export const HistoricalInvoiceListSchema = z.object({ items: z.array(HistoricalInvoiceSchema) });
export type HistoricalInvoiceList = z.infer<typeof HistoricalInvoiceListSchema>;

/** PDFs are made on request from the stored invoice, so a known invoice's file is always Ready. */
export const INVOICE_FILE_STATES = ['Ready'] as const;

export const InvoiceGroupFileSchema = z.object({
  id: z.uuid(),
  state: z.enum(INVOICE_FILE_STATES),
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
});
export type InvoiceGroupFile = z.infer<typeof InvoiceGroupFileSchema>;
