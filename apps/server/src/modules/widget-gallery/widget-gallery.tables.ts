/** Tables owned by the widget-gallery module (decision 0247). */
export interface GalleryEntriesTable {
  /** The widget (widgets module) shown; with the channel, the entry's key. */
  widget_id: string;
  /** The vendor id, as other services know it, whose gallery shows the book. */
  channel: string;
  /** The customer record's id whose widget it is. */
  customer_id: string;
  /** The widget's product code: what customer care blocks. */
  product_code: string;
  /** JSON array of category ids, in the customer's order. */
  category_ids: string;
  created_at: string;
  updated_at: string;
}

/** Orders (photo book product codes) customer care keeps out of the gallery. */
export interface BlockedOrdersTable {
  order_code: string;
  /** Customer care's note; never shown. */
  reason: string | null;
  /** The service client that blocked it. */
  blocked_by: string;
  blocked_at: string;
}

export interface WidgetGalleryTables {
  widget_gallery_entries: GalleryEntriesTable;
  widget_gallery_blocked_orders: BlockedOrdersTable;
}
