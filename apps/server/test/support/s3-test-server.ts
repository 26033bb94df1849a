import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../../src/platform/blobs/s3-blob-store.ts';

export interface S3TestServer {
  /** The server's URL, for a server under test (S3_ENDPOINT; its key pair is S3RVER/S3RVER). */
  endpoint: string;
  /** A client for the server, configured like the app's (path-style, fixed credentials). */
  client: S3Client;
  /** Creates a bucket no other test uses. */
  createBucket(): Promise<string>;
  close(): Promise<void>;
}

/** An in-process S3 look-alike on loopback, storing under a temporary folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'my-account-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  const client = createS3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's fixed key pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  let buckets = 0;
  return {
    endpoint,
    client,
    async createBucket() {
      const bucket = `test-bucket-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
