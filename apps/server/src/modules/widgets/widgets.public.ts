/**
 * What other modules may use of widgets (decision 0130): the gallery reads the caller's widget
 * by its id and hears of deleted ones; the app registers its part in account deletion.
 */
export { findMyWidgetById, type MyWidget } from './widget-lookup.ts';
export { onWidgetsDeleted, type WidgetsDeletedListener } from './widget-deleted.ts';
export { deleteCustomerWidgets } from './customer-widgets-deletion.ts';
