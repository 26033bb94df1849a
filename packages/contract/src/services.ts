/**
 * Every service the app calls, named as in the spec's call list. The server mounts each at
 * `/api/<service>`; `/config.json` tells the app each one's base URL.
 */
export const SERVICE_NAMES = [
  'photo-management',
  'photo-deletion',
  'shared-albums',
  'downloads',
  'identity',
  'customer',
  'orders',
  'vouchers',
  'projects',
  'widgets',
  'widget-gallery',
  'products',
  'pdf',
  'delivery',
  'reorder',
  'uploads',
  'cut-off',
  'merchandise',
  'invoices',
  'email-gateway',
  'public-config',
  'client-errors',
  // Not a service of the spec's call list: the shop records, the customer reads (decision 0172).
  'payment-methods',
  // Not in the call list either: stores the cookie choice (decision 0204).
  'consent',
  // Not in the call list either: the prints order step of our prints editor page (decision 0225).
  'prints',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
