import type { Generated } from 'kysely';

/** Where a job stands in the database runner. */
export type JobStatus = 'pending' | 'running' | 'completed' | 'failed';

/** One background job of the database runner (the embedded default of the jobs port). */
export interface JobsTable {
  id: string;
  queue: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  /** Attempts started so far, counting the running one. */
  attempts: Generated<number>;
  max_attempts: number;
  /** ISO-8601 UTC: not to be started before. */
  run_at: string;
  /** ISO-8601 UTC: the lease of the runner holding a running job; past it, another may take it. */
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** The correlation id of the request that queued the job (migration 0060). */
  correlation_id: string | null;
}

/** Mail kept instead of sent when no SMTP server is configured (the embedded default). */
export interface MailOutboxTable {
  id: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

/** Tables owned by the platform ports (jobs, mail outbox). Created by migration 0001-platform. */
export interface PlatformTables {
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
}
