/**
 * What other modules may use of orders (decision 0130): for the app, its part in account
 * deletion and the demo customers' orders.
 */
export { anonymiseCustomerOrders } from './orders.repository.ts';
export { seedDemoOrders } from './demo-orders.ts';
export { findMyOrderFacts, type OrderFacts } from './order-facts.ts';
export {
  findInvoiceableOrder,
  listInvoiceableOrders,
  type InvoiceableOrder,
} from './orders-invoicing.ts';
