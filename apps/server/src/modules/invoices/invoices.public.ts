/** What other modules may use of invoices (decision 0130): its part in account deletion. */
export { detachCustomerInvoices } from './invoices.repository.ts';
