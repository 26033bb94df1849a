/** Tables owned by the orders module (decision 0210). Amounts are integers in minor units. */
export interface SuperOrdersTable {
  /** The shop's order code. */
  code: string;
  /**
   * The customer record's id (customer module); null once the customer deleted their account
   * and the order stays for the accounts without a name (decision 0212).
   */
  customer_id: string | null;
  /** An OrderStatus of the contract. */
  status: string;
  granular_status: string | null;
  payment_status: string;
  payment_method: string;
  source: string;
  currency: string;
  shipping_cost: number;
  total: number;
  product_count: number;
  created_at: string;
  updated_at: string;
  dispatched_at: string | null;
  tracking_url: string | null;
  /** 'Home' | 'PickupPoint', null while a change of delivery is in progress. */
  delivery_type: string | null;
  pickup_point_name: string | null;
  /** The delivery address, emptied (country kept) on account deletion. */
  address_first_name: string;
  address_last_name: string;
  address_company_name: string | null;
  address_street: string;
  address_house_number: string;
  address_addition: string | null;
  address_postal_code: string;
  address_city: string;
  address_country_code: string;
  address_phone_number: string | null;
}

/** The products of a super order (the spec's "orders"), one per article line. */
export interface OrderProductsTable {
  id: string;
  order_code: string;
  /** Its place in the checkout, from 0. */
  position: number;
  product_code: string;
  article_code: string;
  article_type: string;
  title: string;
  quantity: number;
  price: number;
  voucher_code: string | null;
  discount: number;
  /** JSON array of the customer's photo ids it was made of; [] after account deletion. */
  photo_ids: string;
  photo_count: number;
  project_id: string | null;
}

/** Every status the fulfilment system reported: the order's timeline. */
export interface OrderStatusEventsTable {
  id: string;
  order_code: string;
  status: string;
  at: string;
}

export interface OrdersTables {
  orders_super_orders: SuperOrdersTable;
  orders_products: OrderProductsTable;
  orders_status_events: OrderStatusEventsTable;
}
