import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { BlobInfo, BlobStore } from '../../platform/blobs/blob-store.ts';

/** One file of a zip: a blob, stored under `name` (already safe and unique). */
export interface ZipSource {
  name: string;
  blobKey: string;
  /** Bytes of the blob: yazl checks it and decides on ZIP64 from it. */
  size: number;
  mtime: Date;
}

/**
 * Streams the blobs into a zip written to `key`. STORE mode (photos are compressed already, and
 * recompressing costs CPU for nothing), ZIP64 by yazl whenever sizes need it. Each blob is
 * opened only when yazl reaches its entry, so one original at a time is in flight and memory
 * stays flat; the blob store's put is atomic, so a failure leaves no partial zip behind.
 */
export async function writeZipBlob(
  blobs: BlobStore,
  key: string,
  sources: AsyncIterable<ZipSource> | Iterable<ZipSource>,
): Promise<BlobInfo> {
  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof Readable)) {
    throw new Error('yazl output is not a Node readable stream');
  }
  // A failing source (a blob gone, a store error) must fail the put, not leave it waiting.
  zip.on('error', (error: Error) => {
    output.destroy(error);
  });
  // The put may not have piped the output yet when a source fails (it prepares its temporary
  // file first): without a listener, the destroyed stream's error event would crash the
  // process. The put still sees the stream errored and rejects with that error.
  output.on('error', () => undefined);
  const written = blobs.put(key, output);
  try {
    for await (const source of sources) {
      zip.addReadStreamLazy(
        source.name,
        { compress: false, size: source.size, mtime: source.mtime },
        (callback) => {
          blobs.get(source.blobKey).then(
            (stream) => {
              callback(null, stream);
            },
            (error: unknown) => {
              callback(error, Readable.from([]));
            },
          );
        },
      );
    }
    zip.end();
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return written;
}
