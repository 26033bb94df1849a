import type { ColumnType } from 'kysely';
import type { DownloadStatus } from '@my-account/contract/downloads';

/**
 * One download archive. The client makes the id, so the key is (owner_id, id): another
 * customer choosing the same id neither collides with nor sees this one.
 */
export interface DownloadArchivesTable {
  owner_id: string;
  id: string;
  name: string | null;
  status: DownloadStatus;
  /** JSON: ArchivePhotoRef[] ({photoId, ownerId}), in the order asked for. */
  photos: string;
  photo_count: number;
  /** The shared album the photos come from, or the own album; null for the timeline. */
  album_id: string | null;
  /** The job building the zip (null only between insert and enqueue). */
  job_id: string | null;
  /** Blob of the zip once READY. */
  blob_key: string | null;
  /** Bytes; bigint (a 100-photo zip may pass 4 GB), which PostgreSQL hands back as text. */
  size: ColumnType<number | string | null, number | null, number | null>;
  created_at: string;
  updated_at: string;
  /** When a READY archive stops being downloadable; the sweep removes its blob then. */
  expires_at: string | null;
}

/** Secrets made on first use: the key that signs archive and original download URLs. */
export interface DownloadKeysTable {
  id: string;
  value: string;
  created_at: string;
}

export interface DownloadsTables {
  downloads_archives: DownloadArchivesTable;
  downloads_keys: DownloadKeysTable;
}
