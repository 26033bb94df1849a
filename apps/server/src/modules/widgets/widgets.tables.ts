/** Tables owned by the widgets module (decision 0245). */
export interface WidgetsTable {
  id: string;
  /** The customer record's id (customer module) whose order the book is. */
  customer_id: string;
  /** Whose photos the pages are (photo-management's owner: the token `sub`). */
  owner_id: string;
  /** The order product (orders module) the widget shows: one widget per product. */
  product_id: string;
  product_code: string;
  title: string;
  created_at: string;
  last_shared_at: string | null;
}

/** One share by e-mail: the link's token is never stored, only its hash. */
export interface WidgetSharesTable {
  token_hash: string;
  widget_id: string;
  customer_id: string;
  created_at: string;
}

export interface WidgetsTables {
  widgets_widgets: WidgetsTable;
  widgets_shares: WidgetSharesTable;
}
