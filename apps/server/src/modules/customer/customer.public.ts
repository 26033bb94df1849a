/**
 * What other modules may use of customer (decision 0130): the customer record's few facts, and
 * one address of the address book to deliver to.
 */
export { ensureCustomer, type NewCustomer } from './customer-access.ts';
export {
  findCustomerEmail,
  findCustomerIdentity,
  findCustomerRegistrationDate,
  updateCustomerEmail,
} from './customer.service.ts';
export {
  findCustomerSummary,
  findCustomerSummaryById,
  findCustomerBusinessDetails,
  type CustomerSummary,
} from './customer-summary.ts';
export { setBusinessStatus } from './business-status.ts';
export { markCustomerAccountDeleted } from './customer.repository.ts';
export { deleteCustomerData } from './customer-data.ts';
export { findCustomerAddress } from './customer-address-lookup.ts';
