/**
 * Pending e-mail changes and password resets. Only a SHA-256 hash of each token is kept: the
 * token itself is in the customer's mail alone. A row is deleted when its token is used.
 */
export interface EmailChangesTable {
  token_hash: string;
  /** The identity (our account id, the `idp_sub`) the change was asked for. */
  account_id: string;
  /** Lower-cased and trimmed, as accounts store it. */
  new_email: string;
  /** The channel (vendor host) the mail went out in. */
  channel: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  account_id: string;
  /**
   * The app origin the customer was signing in to (a registered redirect URI's): the reset
   * pages wear its brand, and "Sign in" goes back to it afterwards.
   */
  return_origin: string;
  created_at: string;
  expires_at: string;
}

export interface IdentityChangesTables {
  identity_email_changes: EmailChangesTable;
  identity_password_resets: PasswordResetsTable;
}
