/**
 * What other modules may use of payment-methods (decision 0130): removing one customer's data
 * (account deletion), and the demo customers' methods.
 */
export { deleteCustomerData } from './payment-methods.service.ts';
export { seedDemoPaymentMethods } from './demo-payment-methods.ts';
