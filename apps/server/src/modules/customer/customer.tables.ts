/** Tables owned by the customer module. */
export interface CustomersTable {
  id: string;
  /** The identity provider and the subject there: one customer per identity. */
  idp_type: string;
  idp_sub: string;
  email: string;
  first_name: string;
  last_name: string;
  is_b2b: number;
  /** 'Default' | 'New' | 'Blocked' for business customers, null for private ones. */
  status: string | null;
  account_deleted: number;
  ftp_callback_url: string | null;
  ftp_callback_format: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerTables {
  customer_customers: CustomersTable;
}
