import type { ColumnType } from 'kysely';
import type { BackupStatus } from '@my-account/contract/backups';

/** One export ("backup") of a customer's whole library. The server makes the id (a UUID). */
export interface ExportBackupsTable {
  id: string;
  owner_id: string;
  status: BackupStatus;
  /** Where the ready e-mail goes (the customer record's, else the token's); null: no mail. */
  email: string | null;
  /** The brand origin the request came to: the e-mail links to the export page there. */
  origin: string;
  job_id: string | null;
  created_at: string;
  updated_at: string;
  /** After this the backup answers 404 and the sweep removes it with its chunks. */
  expires_at: string;
}

/** One zip chunk of a READY backup. */
export interface ExportChunksTable {
  backup_id: string;
  /** 1, 2, 3... */
  iteration: number;
  blob_key: string;
  /** Bytes; bigint, which PostgreSQL hands back as text. */
  size: ColumnType<number | string, number, number>;
  created_at: string;
}

export interface ExportsTables {
  exports_backups: ExportBackupsTable;
  exports_chunks: ExportChunksTable;
}
