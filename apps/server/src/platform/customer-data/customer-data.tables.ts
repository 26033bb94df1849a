/**
 * A confirmed account deletion still to be carried out (the platform's customer-data deletion).
 * It names the customer until its last pass is done; then the row goes too.
 */
export interface CustomerDataDeletionsTable {
  id: string;
  subject: string;
  idp_type: string;
  idp_sub: string;
  customer_id: string | null;
  /** JSON: string[] of lower-case e-mail addresses. */
  emails: string;
  /** ISO-8601 UTC: when the customer confirmed. */
  confirmed_at: string;
  /** ISO-8601 UTC: the last pass, once no access token issued before the confirmation is valid. */
  final_pass_at: string;
  /** The job queue's id of the pass queued last. */
  job_id: string | null;
  updated_at: string;
}

export interface CustomerDataTables {
  customer_data_deletions: CustomerDataDeletionsTable;
}
