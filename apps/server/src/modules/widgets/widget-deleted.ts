import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

/** Told after widgets are deleted (by their customer, or with the account). */
export type WidgetsDeletedListener = (widgetIds: readonly string[]) => Promise<void>;

/*
 * Listeners per database, as orders' `onOrderPlaced`: the gallery removes its entries of a
 * deleted widget without widgets importing the gallery (no cycle). The gallery also treats an
 * entry whose widget is gone as missing, so a listener that fails leaves nothing visible.
 */
const listeners = new WeakMap<Kysely<Database>, Set<WidgetsDeletedListener>>();

/** Registers a listener for the widgets deleted on this database; returns its removal. */
export function onWidgetsDeleted(
  db: Kysely<Database>,
  listener: WidgetsDeletedListener,
): () => void {
  const set = listeners.get(db) ?? new Set<WidgetsDeletedListener>();
  set.add(listener);
  listeners.set(db, set);
  return () => {
    set.delete(listener);
  };
}

/** Tells every listener; one that rejects does not stop the others. */
export async function announceWidgetsDeleted(
  db: Kysely<Database>,
  widgetIds: readonly string[],
): Promise<void> {
  if (widgetIds.length === 0) {
    return;
  }
  await Promise.allSettled([...(listeners.get(db) ?? [])].map((listener) => listener(widgetIds)));
}
