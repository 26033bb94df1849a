/** Tables owned by the invoices module (decision 0217). */
export interface InvoicesTable {
  id: string;
  /** The invoiced order's code (orders module): one invoice per order. */
  order_code: string;
  /** The customer record's id; null once the customer deleted their account (decision 0218). */
  customer_id: string | null;
  /** The invoice number, allocated once and never changed. */
  number: string;
  issued_at: string;
}

export interface InvoicesTables {
  invoices_invoices: InvoicesTable;
}
