/** Tables owned by the customer module. */
export interface CustomersTable {
  id: string;
  /** The identity provider and the subject there: one customer per identity. */
  idp_type: string;
  idp_sub: string;
  email: string;
  /** 'mr' | 'mrs' | 'ms' | 'mx', or null. */
  salutation: string | null;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  is_b2b: number;
  /** 'Default' | 'New' | 'Validated' | 'Blocked' for business customers, null for private ones. */
  status: string | null;
  company_name: string | null;
  vat_number: string | null;
  company_registration: string | null;
  account_deleted: number;
  /** 1 after customer data was saved or deleted, until the app acknowledges it. */
  changed: number;
  ftp_callback_url: string | null;
  ftp_callback_format: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerAddressesTable {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  house_number: string;
  addition: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  /** E.164. */
  phone_number: string | null;
  is_default_delivery: number;
  is_default_billing: number;
  created_at: string;
  updated_at: string;
}

export interface CustomerTables {
  customer_customers: CustomersTable;
  customer_addresses: CustomerAddressesTable;
}
