import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** A request for an original's bytes that the gate held, and which instance sent it. */
export interface HeldRead {
  instance: string;
  key: string;
  /** Resolves when the instance's connection is gone (the process was killed). */
  dropped: Promise<void>;
}

/**
 * S3-compatible storage for the cluster: one s3rver, reached by each instance through a door of
 * its own (a forwarding port per instance), so the test knows which instance read which object.
 * While `holdOriginals` is on, reads of originals wait at the door: an archive job is then
 * caught mid-run on the instance that took it. Headers pass unchanged (SigV4 signs the Host).
 */
export class StorageGate {
  readonly bucket = 'cluster';
  private readonly directory = mkdtempSync(join(tmpdir(), 'my-account-cluster-s3-'));
  private s3: S3rver | undefined;
  private s3Port = 0;
  private readonly doors: Server[] = [];
  private holding = false;
  private release: () => void = () => undefined;
  private released: Promise<void> = Promise.resolve();
  readonly held: HeldRead[] = [];
  /** Every original read that went through, by instance, in order. */
  readonly reads: { instance: string; key: string }[] = [];
  /** Every write (PUT, POST) that reached the door, by instance, in order: the path only. */
  readonly writes: { instance: string; method: string; key: string }[] = [];

  async start(): Promise<void> {
    this.s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.directory,
    });
    this.s3Port = (await this.s3.run()).port;
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${String(this.s3Port)}`,
      region: 'us-east-1',
      forcePathStyle: true,
      // s3rver's fixed key pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    client.destroy();
  }

  /** Opens the instance's door on `port`; returns its S3 settings. */
  async openDoor(instance: string, port: number): Promise<Record<string, string>> {
    const door = createServer((incoming, outgoing) => {
      void this.pass(instance, incoming).then((proceed) => {
        if (!proceed) {
          return;
        }
        const forwarded = request(
          {
            host: '127.0.0.1',
            port: this.s3Port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => {
          outgoing.destroy();
        });
        incoming.pipe(forwarded);
      });
    });
    await new Promise<void>((resolve) => door.listen(port, '127.0.0.1', resolve));
    this.doors.push(door);
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  }

  /** From now on, reads of originals wait until `releaseOriginals`. */
  holdOriginals(): void {
    this.holding = true;
    this.released = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  releaseOriginals(): void {
    this.holding = false;
    this.release();
  }

  /** Whether to forward the request (false: its instance went away while it was held). */
  private async pass(instance: string, incoming: IncomingMessage): Promise<boolean> {
    const key = (incoming.url ?? '').split('?')[0] ?? '';
    if (incoming.method === 'PUT' || incoming.method === 'POST') {
      this.writes.push({ instance, method: incoming.method, key });
    }
    if (incoming.method !== 'GET' || !key.endsWith('/original')) {
      return true;
    }
    if (this.holding) {
      const dropped = new Promise<void>((resolve) => incoming.socket.once('close', resolve));
      this.held.push({ instance, key, dropped });
      await Promise.race([this.released, dropped]);
      if (incoming.socket.destroyed) {
        return false;
      }
    }
    this.reads.push({ instance, key });
    return true;
  }

  async close(): Promise<void> {
    this.releaseOriginals();
    for (const door of this.doors) {
      door.closeAllConnections();
      await new Promise((resolve) => door.close(resolve));
    }
    await this.s3?.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
