/** Tables owned by the photo-management module. */
export interface PhotosTable {
  id: string;
  /** The owner's token `sub`. */
  owner_id: string;
  /** The owner's library generation when the photo was added; see photo_management_libraries. */
  generation: number;
  /** sha256 of the original's bytes, hex: one photo per content and owner. */
  content_hash: string;
  upload_id: string;
  file_name: string;
  mime_type: string;
  byte_size: number;
  /** Pixels after EXIF orientation, as shown. */
  width: number;
  height: number;
  /** ISO-8601 UTC instant the photo was taken, or null when unknown. */
  date_taken: string | null;
  /** The EXIF time zone of date_taken, minutes east of UTC; null when EXIF gave none. */
  date_taken_offset: number | null;
  /** year * 100 + month in the photo's own time zone; 197001 is "Unknown Date". */
  month_bucket: number;
  /** The dateTaken sort value: date_taken, or created_at when the date is unknown. */
  taken_sort: string;
  created_at: string;
  upload_end: string;
  /** Folder of the photo's blobs (original and thumbnails), ending in '/'. */
  blob_prefix: string;
  /** JSON: StoredThumbnail[]. */
  thumbnails: string;
  placeholder: string | null;
}

/**
 * One row per owner who ever uploaded. "Delete all" bumps `generation`; an upload that started
 * under an older generation is refused at insert time, so none survives a delete-all it raced.
 */
export interface PhotoLibrariesTable {
  owner_id: string;
  generation: number;
  updated_at: string;
}

/**
 * Photos per owner and month, kept with every insert and delete in the same transaction, so
 * the timeline's month counts read ~60 rows rather than counting a 100k-photo library.
 */
export interface PhotoMonthCountsTable {
  owner_id: string;
  month_bucket: number;
  photo_count: number;
}

/** Secrets made on first use: the key that signs image URLs. */
export interface PhotoKeysTable {
  id: string;
  value: string;
  created_at: string;
}

/**
 * A removal intent: the blob folder of a deleted photo, written in the transaction that deletes
 * the row, so a crash before the folder is gone leaves this record rather than a nameless folder.
 * Cleared once the folder is removed (by the request, its job, or the recovery pass).
 */
export interface PhotoBlobRemovalsTable {
  prefix: string;
  created_at: string;
}

/**
 * A resumable (tus) upload in progress: whose it is, so only its owner can send to it, ask its
 * offset or end it. The bytes are a file in DATA_DIR/resumable-uploads named by the id; the row
 * goes when the upload has become a photo, was refused, expired or the account was deleted.
 */
export interface PhotoResumableUploadsTable {
  /** The tus upload id (the last segment of its URL). */
  id: string;
  owner_id: string;
  /** ISO-8601 UTC: an upload not finished 24 hours after this is removed. */
  created_at: string;
}

export interface PhotoManagementTables {
  photo_management_photos: PhotosTable;
  photo_management_libraries: PhotoLibrariesTable;
  photo_management_keys: PhotoKeysTable;
  photo_management_month_counts: PhotoMonthCountsTable;
  photo_management_blob_removals: PhotoBlobRemovalsTable;
  photo_management_resumable_uploads: PhotoResumableUploadsTable;
}
