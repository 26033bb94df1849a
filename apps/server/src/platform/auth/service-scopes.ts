/**
 * The scopes a service caller's token can carry, one per system that calls our internal routes
 * (decision 0170). A route names the one scope it needs; a client is configured with the scopes
 * it may ask for (SERVICE_CLIENTS).
 */
export const SERVICE_SCOPES = {
  'customer-care':
    'Customer care: validates and blocks business customers, blocks orders from the widget gallery',
  shop: 'The shop: records the payment method of a checkout and places orders',
  fulfilment:
    "The fulfilment system: reports orders' progress (production, dispatch, cancellation)",
  editor: "The editor: saves customers' unfinished projects (saved projects)",
} as const;

export type ServiceScope = keyof typeof SERVICE_SCOPES;

export const SERVICE_SCOPE_NAMES = Object.keys(SERVICE_SCOPES) as [ServiceScope, ...ServiceScope[]];
