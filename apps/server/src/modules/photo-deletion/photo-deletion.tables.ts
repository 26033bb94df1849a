/** Tables owned by the photo-deletion module. */
export interface OrderDatesTable {
  id: string;
  /** The customer's token `sub`. */
  customer_id: string;
  /** ISO-8601 UTC. */
  ordered_at: string;
}

/** When a customer was first seen here: the registration date when no record has one. */
export interface FirstSeenTable {
  customer_id: string;
  first_seen_at: string;
}

export interface PhotoDeletionTables {
  photo_deletion_order_dates: OrderDatesTable;
  photo_deletion_first_seen: FirstSeenTable;
}
