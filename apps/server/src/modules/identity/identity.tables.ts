/** Tables owned by the identity module (the embedded OpenID provider and its accounts). */
export interface AccountsTable {
  id: string;
  /** Stored lower-cased and trimmed, so uniqueness is case-insensitive. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`; see password-hash.ts. */
  password_hash: string;
  first_name: string;
  last_name: string;
  is_b2b: number;
  created_at: string;
}

/** Everything oidc-provider persists (sessions, codes, tokens, grants, interactions). */
export interface OidcPayloadsTable {
  /** The oidc-provider model name, e.g. "Session", "RefreshToken". */
  kind: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
  /** The account of a session, grant, code or token (decision 0180): ends them all at once. */
  account_id: string | null;
}

/** Secrets generated on first start: the token signing keys and the cookie keys. */
export interface IdentityKeysTable {
  id: string;
  value: string;
  created_at: string;
}

export interface IdentityTables {
  identity_accounts: AccountsTable;
  identity_oidc_payloads: OidcPayloadsTable;
  identity_keys: IdentityKeysTable;
}
