import type {
  CustomerDataDeps,
  DeletedCustomer,
} from '../../platform/customer-data/deleted-customer.ts';
import { customerPdfFolder } from './pdf.deps.ts';
import { deleteCustomerPdfRows } from './pdf.repository.ts';

/**
 * Account deletion: the customer's product PDFs, rows and files. The whole folder goes, so a PDF
 * a job wrote after its row was gone goes too (the job also removes it when it finds no row).
 */
export async function deleteCustomerPdfs(
  deps: CustomerDataDeps,
  customer: DeletedCustomer,
): Promise<void> {
  await deleteCustomerPdfRows(deps.db, customer.customerId, customer.subject);
  if (customer.customerId !== null) {
    await deps.blobs.deletePrefix(customerPdfFolder(customer.customerId));
  }
}
