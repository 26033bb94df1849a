import type { ActivationStatus } from '@my-account/contract/activation';

/**
 * A customer's library activation. No row means ACTIVE: new customers upload straight away;
 * only customers brought over with past uploads (the demo, a migration) start NOT_ACTIVE.
 */
export interface ActivationsTable {
  /** The customer's token `sub`. */
  account_id: string;
  status: ActivationStatus;
  /** The current import (set when it starts): its job acts only while this still matches. */
  import_id: string | null;
  /** The job queue's id of that import, to notice a job that died for good. */
  job_id: string | null;
  /** Photos present in the library / distinct files to import, as last reported. */
  imported: number;
  total: number;
  last_error: string | null;
  /** ISO-8601 UTC. */
  updated_at: string;
}

export interface ActivationTables {
  activation_statuses: ActivationsTable;
}
