/** Tables owned by the email-gateway module (decision 0200). */
export interface NewsletterSubscriptionsTable {
  /** The customer: the access token's `sub`, as photos and albums are owned. */
  subject: string;
  /** 'unsubscribed' | 'pending' | 'subscribed' (the contract's SubscriptionStatus). */
  status: string;
  /** Lower case: the address confirmed, or the one the pending confirmation went to. */
  email: string;
  /** The vendor host whose brand and language the mails are in. */
  channel: string;
  /** While pending: the SHA-256 of the mailed token (never the token), used once. */
  token_hash: string | null;
  token_expires_at: string | null;
  updated_at: string;
}

/** The secret that signs the unsubscribe links of newsletter mails (id, value, created_at). */
export interface EmailGatewayKeysTable {
  id: string;
  value: string;
  created_at: string;
}

export interface EmailGatewayTables {
  email_gateway_subscriptions: NewsletterSubscriptionsTable;
  email_gateway_keys: EmailGatewayKeysTable;
}
