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
export { findMyOrderLines, type OrderLine } from './order-lines.ts';
/** The prints order step places its orders like the shop's internal route (decision 0225). */
export { placeSuperOrder } from './orders-intake.service.ts';
export { createOrdersDeps } from './orders.deps.ts';
export type { OrdersViewDeps } from './orders-view.ts';
