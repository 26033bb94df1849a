/** What the app may use of exports (decision 0130): its part in account deletion. */
export { deleteCustomerExports } from './customer-exports-deletion.ts';
