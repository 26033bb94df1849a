import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { z } from 'zod';
import { BlobNotFoundError, type BlobStore } from '../../platform/blobs/blob-store.ts';

/** Where an upload's blobs live: one folder per upload, removed as one. */
export const uploadPrefix = (id: string): string => `resumable-uploads/${id}/`;
const infoKey = (id: string): string => `${uploadPrefix(id)}info.json`;
/** A part is named by the offset of its first byte, zero-padded so key order is byte order. */
const partKey = (id: string, offset: number): string =>
  `${uploadPrefix(id)}part-${String(offset).padStart(16, '0')}`;
const PART = /\/part-(\d{16})$/;

/** What `info.json` holds: the upload as created (its length and metadata never change). */
const StoredInfoSchema = z.object({
  id: z.string(),
  size: z.number().int().nonnegative().optional(),
  metadata: z.record(z.string(), z.string().nullable()).optional(),
  creation_date: z.string().optional(),
});
type StoredInfo = z.infer<typeof StoredInfoSchema>;

/** tus's "not found", as an Error: tus answers any error carrying a status code with it. */
export class UploadNotFoundError extends Error {
  readonly status_code = ERRORS.FILE_NOT_FOUND.status_code;
  readonly body = ERRORS.FILE_NOT_FOUND.body;
  constructor() {
    super(ERRORS.FILE_NOT_FOUND.body.trim());
  }
}

export interface UploadPart {
  key: string;
  offset: number;
  size: number;
}

/**
 * A tus store on the blob store (decision 0293), for servers that share S3 and nothing else:
 * each PATCH becomes one part blob named by its offset, so any instance can answer any request
 * of an upload. A blob appears whole or not at all, so the parts are the truth: the offset is
 * where the run of parts from 0 stops. A PATCH cut short by the client keeps the bytes that
 * arrived (tus ends the stream); one cut by the server's death is lost, at most a chunk.
 * A part starting before the run's end (a stale retry that raced a newer one) is passed over.
 */
export class BlobPartsUploadStore extends DataStore {
  private readonly blobs: BlobStore;

  constructor(blobs: BlobStore) {
    super();
    this.blobs = blobs;
    // As the file store: a deferred length then reaches our creation hook, which refuses it in
    // the contract's words (400), where tus itself would answer 501.
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: StoredInfo = {
      id: upload.id,
      ...(upload.size === undefined ? {} : { size: upload.size }),
      ...(upload.metadata ? { metadata: upload.metadata } : {}),
      creation_date: upload.creation_date ?? new Date().toISOString(),
    };
    await this.blobs.put(infoKey(upload.id), Readable.from([JSON.stringify(info)]));
    return new Upload({ ...info, offset: 0 });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const key = partKey(id, offset);
    // Piped at once, so a request failing before the store starts reading is seen; a failure
    // leaves no part (a blob appears whole or not at all).
    const body = new PassThrough();
    const [, part] = await Promise.all([pipeline(stream, body), this.blobs.put(key, body)]);
    if (part.size === 0) {
      // Nothing arrived: no empty part to list.
      await this.blobs.delete(key);
    }
    return offset + part.size;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    const parts = await this.parts(id);
    const offset = parts.reduce((end, part) => end + part.size, 0);
    return new Upload({ ...info, offset });
  }

  override async remove(id: string): Promise<void> {
    await this.readInfo(id);
    await this.blobs.deletePrefix(uploadPrefix(id));
  }

  /** The parts that make the upload's bytes from 0, in order, without overlaps or gaps. */
  async parts(id: string): Promise<UploadPart[]> {
    const run: UploadPart[] = [];
    let end = 0;
    for await (const blob of this.blobs.list(uploadPrefix(id))) {
      const start = PART.exec(blob.key)?.[1];
      if (start === undefined) {
        continue;
      }
      const offset = Number(start);
      if (offset > end) {
        break;
      }
      if (offset === end && blob.size > 0) {
        run.push({ key: blob.key, offset, size: blob.size });
        end += blob.size;
      }
    }
    return run;
  }

  private async readInfo(id: string): Promise<StoredInfo> {
    try {
      return StoredInfoSchema.parse(JSON.parse(await text(await this.blobs.get(infoKey(id)))));
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        throw new UploadNotFoundError();
      }
      throw error;
    }
  }
}
