/** Tables owned by the uploads module. */
export interface UploadFilesTable {
  id: string;
  /** The customer's token `sub`, or null for an upload made without an account. */
  account_id: string | null;
  file_name: string;
  content_type: string;
  byte_size: number;
  /** sha256 of the bytes, hex: the photo library's duplicate key, known without reading the blob. */
  content_hash: string;
  blob_key: string;
  /** What the file was uploaded for, e.g. "order:PB-1042" or "project:photo-book-2023". */
  origin: string;
  /** ISO-8601 UTC. */
  created_at: string;
}

export interface UploadsTables {
  uploads_files: UploadFilesTable;
}
