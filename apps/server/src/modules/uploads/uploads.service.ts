import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { StoredUpload } from '@my-account/contract/activation';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Database } from '../../platform/database/schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import {
  findAccountUpload,
  findAnonymousUploads,
  insertUpload,
  listAccountUploads,
  type UploadRow,
} from './uploads.repository.ts';

/** One past upload as other modules see it: the row's facts and where its bytes are. */
export interface AccountUpload {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** sha256 hex of the bytes. */
  contentHash: string;
  created: string;
}

const toStoredUpload = (row: UploadRow): StoredUpload => ({
  id: row.id,
  accountId: row.account_id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.byte_size,
  created: row.created_at,
});

/**
 * `GET /uploads/{id}?accountId=`: the caller may ask only about their own account, and only
 * their own uploads are found; anything else is 404 exactly as if it did not exist.
 */
export async function getUpload(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  accountId: string,
): Promise<StoredUpload> {
  if (accountId !== user.sub) {
    throw notFound('Upload');
  }
  const row = await findAccountUpload(db, accountId, id);
  if (!row) {
    throw notFound('Upload');
  }
  return toStoredUpload(row);
}

/**
 * `POST /getanonymousuploads`: those of the ids that name an upload made without an account,
 * in the order asked, each once. Unknown ids and uploads that belong to an account are left
 * out, so the answer tells nothing about other customers' uploads.
 */
export async function getAnonymousUploads(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<StoredUpload[]> {
  const unique = [...new Set(ids)];
  const rows = new Map((await findAnonymousUploads(db, unique)).map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toStoredUpload(row)] : [];
  });
}

/** The account's uploads, oldest first: what activation imports into the photo library. */
export async function listUploadsOfAccount(
  db: Kysely<Database>,
  accountId: string,
): Promise<AccountUpload[]> {
  const rows = await listAccountUploads(db, accountId);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.byte_size,
    contentHash: row.content_hash,
    created: row.created_at,
  }));
}

/** The upload's bytes; only for an upload read from `listUploadsOfAccount` of its owner. */
export async function openAccountUpload(
  db: Kysely<Database>,
  blobs: BlobStore,
  accountId: string,
  id: string,
): Promise<Readable> {
  const row = await findAccountUpload(db, accountId, id);
  if (!row) {
    throw notFound('Upload');
  }
  return blobs.get(row.blob_key);
}

export interface NewUpload {
  /** Given by seeding, so that running it again finds the same rows; random by default. */
  id?: string;
  accountId: string | null;
  fileName: string;
  contentType: string;
  data: Buffer;
  origin: string;
  created: string;
}

/** Stores a file as a past upload (seeding and tests: orders reach us from elsewhere). */
export async function storeUpload(
  db: Kysely<Database>,
  blobs: BlobStore,
  upload: NewUpload,
): Promise<StoredUpload> {
  const id = upload.id ?? randomUUID();
  const row: UploadRow = {
    id,
    account_id: upload.accountId,
    file_name: upload.fileName,
    content_type: upload.contentType,
    byte_size: upload.data.length,
    content_hash: createHash('sha256').update(upload.data).digest('hex'),
    blob_key: `uploads/${id}/file`,
    origin: upload.origin,
    created_at: upload.created,
  };
  // Blob first: a row never names a missing file.
  await blobs.put(row.blob_key, Readable.from([upload.data]));
  await insertUpload(db, row);
  return toStoredUpload(row);
}
