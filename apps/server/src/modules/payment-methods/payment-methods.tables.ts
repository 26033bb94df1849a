/** Tables owned by the payment-methods module. */
export interface PaymentMethodsTable {
  /** The customer record's id (customer module): one method per customer, the last checkout's. */
  customer_id: string;
  /** 'card' | 'invoice' */
  type: string;
  /** Card only (null for invoice): never the number, only what a person recognises it by. */
  card_brand: string | null;
  card_last4: string | null;
  card_expiry_month: number | null;
  card_expiry_year: number | null;
  /** The payment provider's token of the card, opaque to us. */
  token_reference: string | null;
  recorded_at: string;
}

export interface PaymentMethodsTables {
  payment_methods: PaymentMethodsTable;
}
