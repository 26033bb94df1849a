/**
 * What other modules may use of orders (decision 0130): for the app, its part in account
 * deletion and the demo customers' orders; for products and PDFs, an order's products with
 * their photos and the news of an order placed (decision 0220).
 */
export { anonymiseCustomerOrders } from './orders.repository.ts';
export { seedDemoOrders } from './demo-orders.ts';
export { findMyOrderFacts, type OrderFacts } from './order-facts.ts';
export {
  findInvoiceableOrder,
  listInvoiceableOrders,
  type InvoiceableOrder,
} from './orders-invoicing.ts';
/** The prints order step places its orders like the shop's internal route (decision 0225). */
export { placeSuperOrder } from './orders-intake.service.ts';
export { createOrdersDeps } from './orders.deps.ts';
export type { OrdersViewDeps } from './orders-view.ts';
export {
  findMyOrderProduct,
  findMyOrderProducts,
  findOrderProduct,
  type OrderProductFacts,
} from './order-products.ts';
export { onOrderPlaced, type OrderPlacedEvent, type OrderPlacedListener } from './order-placed.ts';
