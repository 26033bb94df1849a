import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBlobKey,
  assertBlobPrefix,
  BlobNotFoundError,
  type BlobInfo,
  type BlobListOptions,
  type BlobStore,
  type ListedBlob,
} from './blob-store.ts';

export interface S3ClientOptions {
  endpoint?: string | undefined;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export function createS3Client(options: S3ClientOptions): S3Client {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // S3-compatible stores often reject the SDK's default CRC trailers; checksum only when S3 must.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
  }
  if (options.accessKeyId && options.secretAccessKey) {
    config.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    };
  }
  return new S3Client(config);
}

/** Blobs in an S3-compatible bucket: the scale-out adapter. The bucket must exist. */
export function createS3BlobStore(client: S3Client, bucket: string): BlobStore {
  const store: BlobStore = {
    stagingDir: undefined,

    putFile(key: string, path: string): Promise<BlobInfo> {
      return store.put(key, createReadStream(path));
    },

    async put(key: string, body: Readable): Promise<BlobInfo> {
      assertBlobKey(key);
      let size = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // Upload sends multipart in 5 MiB parts (a few at a time), so memory stays bounded
      // whatever the blob's size; S3 shows the object only once the upload completes.
      const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: counting } });
      try {
        await Promise.all([pipeline(body, counting), upload.done()]);
      } catch (error) {
        counting.destroy();
        throw error;
      }
      return { key, size };
    },

    async get(key: string): Promise<Readable> {
      assertBlobKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(response.Body instanceof Readable)) {
          throw new Error('S3 returned no readable body');
        }
        return response.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) {
          throw new BlobNotFoundError(key);
        }
        throw error;
      }
    },

    async head(key: string): Promise<BlobInfo | undefined> {
      assertBlobKey(key);
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { key, size: response.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) {
          return undefined;
        }
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list(prefix: string, options: BlobListOptions = {}): AsyncIterable<ListedBlob> {
      assertBlobPrefix(prefix);
      for await (const page of paginateListObjectsV2(
        { client },
        {
          Bucket: bucket,
          Prefix: prefix,
          ...(options.startAfter === undefined ? {} : { StartAfter: options.startAfter }),
        },
      )) {
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) {
            yield {
              key: object.Key,
              size: object.Size ?? 0,
              // S3 always sends it; unknown would count as just written, never as old.
              lastModified: object.LastModified ?? new Date(),
            };
          }
        }
      }
    },

    async deletePrefix(prefix: string): Promise<void> {
      assertBlobPrefix(prefix);
      // One listing page holds at most 1000 keys, which is also DeleteObjects' limit.
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: prefix },
      )) {
        const objects = (page.Contents ?? []).flatMap((object) =>
          object.Key === undefined ? [] : [{ Key: object.Key }],
        );
        if (objects.length === 0) {
          continue;
        }
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 refused to delete ${failed.length} blobs under ${prefix}: ${first?.Code ?? ''} ${first?.Message ?? ''}`,
          );
        }
      }
    },
  };
  return store;
}
