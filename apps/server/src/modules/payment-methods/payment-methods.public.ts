/**
 * What other modules may use of payment-methods (decision 0130): removing one customer's data
 * (account deletion), the demo customers' methods, and the stored method an order of prints is
 * paid with.
 */
export { deleteCustomerData, findCustomerPaymentMethod } from './payment-methods.service.ts';
export { seedDemoPaymentMethods } from './demo-payment-methods.ts';
