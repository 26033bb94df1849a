/**
 * Confirmation tokens of account deletion requests (identity module). Only the token's sha256 is
 * kept: the e-mailed link is the one place the token itself exists.
 */
export interface AccountDeletionTokensTable {
  token_hash: string;
  /** The requester's token `sub`; only they can confirm. */
  subject: string;
  idp_type: string;
  idp_sub: string;
  created_at: string;
  /** ISO-8601 UTC; a token past it confirms nothing. */
  expires_at: string;
}

export interface AccountDeletionTables {
  identity_account_deletion_tokens: AccountDeletionTokensTable;
}
