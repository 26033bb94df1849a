import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { wholeFileRead, type BlobInfo, type BlobStore } from '../../platform/blobs/blob-store.ts';
import { useNativeCrc32InYazl } from './native-crc32.ts';

const MAX_QUEUED_ENTRIES = 16;

useNativeCrc32InYazl();

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
  let failed = false;
  let wakeAdder: (() => void) | undefined;
  // A failing source (a blob gone, a store error) must fail the put, not leave it waiting.
  zip.on('error', (error: Error) => {
    failed = true;
    wakeAdder?.();
    output.destroy(error);
  });
  // The put may not have piped the output yet when a source fails (it prepares its temporary
  // file first): without a listener, the destroyed stream's error event would crash the
  // process. The put still sees the stream errored and rejects with that error.
  output.on('error', () => undefined);
  const written = blobs.put(key, output);
  // The put can fail by itself (a full disk, S3 refusing the upload) while entries are still
  // being added: stop adding, and close the original being read, or the loop would wait forever
  // on a stream nobody reads (and the rejection would go unhandled until the end).
  let reading: Readable | undefined;
  written.catch(() => {
    failed = true;
    wakeAdder?.();
    reading?.destroy();
  });
  // Entries wait in yazl until it reaches them; adding only a few ahead keeps a 100k-photo
  // export from queueing 100k closures (and reading its photo pages far ahead of the zip).
  let added = 0;
  let opened = 0;
  try {
    for await (const source of sources) {
      if (failed) {
        break;
      }
      while (!failed && added - opened >= MAX_QUEUED_ENTRIES) {
        await new Promise<void>((resolve) => {
          wakeAdder = resolve;
        });
      }
      if (failed) {
        break;
      }
      added++;
      zip.addReadStreamLazy(
        source.name,
        { compress: false, size: source.size, mtime: source.mtime },
        (callback) => {
          opened++;
          wakeAdder?.();
          blobs.get(source.blobKey, wholeFileRead(source.size)).then(
            (stream) => {
              if (failed) {
                stream.destroy();
                return;
              }
              reading = stream;
              callback(null, stream);
            },
            (error: unknown) => {
              callback(error, Readable.from([]));
            },
          );
        },
      );
    }
    if (!failed) {
      zip.end();
    }
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return written;
}
