import { z } from 'zod';
import { localeSection } from '../../platform/locales/locale-section.ts';

/** The `invoices.pdf` section of packages/locales/<locale>.json: what an invoice PDF says. */
const InvoicePdfTextsSchema = z.object({
  title: z.string(),
  seller: z.string(),
  buyer: z.string(),
  vatNumber: z.string(),
  number: z.string(),
  date: z.string(),
  order: z.string(),
  description: z.string(),
  quantity: z.string(),
  amount: z.string(),
  shipping: z.string(),
  net: z.string(),
  vatAtRate: z.string(),
  total: z.string(),
  pricesIncludeVat: z.string(),
});
export type InvoicePdfTexts = z.infer<typeof InvoicePdfTextsSchema>;

export const invoicePdfTexts = localeSection(
  'invoices',
  z.looseObject({ pdf: InvoicePdfTextsSchema }),
);
