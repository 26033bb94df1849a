import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

/** What a listener hears of an order just placed (committed). */
export interface OrderPlacedEvent {
  orderCode: string;
  customerId: string;
  /**
   * Whose photos the products are made of: the customer's account at the identity provider,
   * which the embedded provider's tokens carry as `sub` (photos are owned by the token `sub`).
   */
  photoOwnerId: string;
  products: { id: string; productCode: string; photoCount: number }[];
}

/**
 * Told after an order is placed. It should only enqueue work: the order is placed whatever a
 * listener does, and a listener that fails is not retried (its own module covers that).
 */
export type OrderPlacedListener = (event: OrderPlacedEvent) => Promise<void>;

/*
 * Listeners per database: each app (and each test server in one process) has its own database
 * handle, so an app's listeners never hear another's orders, and orders need not know who
 * listens (no import of the listening module, so no cycle).
 */
const listeners = new WeakMap<Kysely<Database>, Set<OrderPlacedListener>>();

/** Registers a listener for the orders placed on this database; returns its removal. */
export function onOrderPlaced(db: Kysely<Database>, listener: OrderPlacedListener): () => void {
  const set = listeners.get(db) ?? new Set<OrderPlacedListener>();
  set.add(listener);
  listeners.set(db, set);
  return () => {
    set.delete(listener);
  };
}

/** Tells every listener; one that rejects does not stop the others nor the placing. */
export async function announceOrderPlaced(
  db: Kysely<Database>,
  event: OrderPlacedEvent,
): Promise<void> {
  await Promise.allSettled([...(listeners.get(db) ?? [])].map((listener) => listener(event)));
}
