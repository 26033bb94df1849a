/**
 * What other modules may use of photo-deletion (decision 0130): recording an order (orders: each
 * order restarts the storage period); for the app, its part in account deletion.
 */
export { deleteOrderHistory } from './photo-deletion.repository.ts';
export { recordOrder } from './photo-deletion.service.ts';
