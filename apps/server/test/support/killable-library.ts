import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../src/platform/blobs/blob-store.ts';
import { createFolderBlobStore } from '../../src/platform/blobs/folder-blob-store.ts';
import type { Database } from '../../src/platform/database/schema.ts';
import { insertTestPhotos } from './photo-library.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from './test-redis.ts';
import { freePort, openSharedTestDatabase, type SharedTestDatabase } from './test-server.ts';
import { signAccessToken } from './token-factory.ts';
import { waitFor } from './wait-for.ts';

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/**
 * A customer's library of large originals (random bytes, named photo-0.jpg, photo-1.jpg, ...)
 * served by real server processes that a test can kill mid-job and start again on the same
 * database, blob folder, port and (with Redis) queue prefix.
 */
export interface KillableLibrary {
  db: Kysely<Database>;
  blobs: BlobStore;
  ownerId: string;
  /** Photo ids in name order. */
  ids: string[];
  /** The bytes of each original, by photo id. */
  originals: Map<string, Buffer>;
  /** Bearer and JSON headers of the owner. */
  headers: Record<string, string>;
  /** Starts a server process (the first one is running already). */
  start(): Promise<ServerProcess>;
  /** SIGKILLs the process, as a crash or an out-of-memory kill would. */
  kill(server: ServerProcess): Promise<void>;
  /** Resolves once a temporary blob being written has reached this size. */
  waitForPartialBlob(minBytes: number): Promise<void>;
  /** Names of the temporary files of blob writes (finished writes leave none). */
  temporaryFiles(): Promise<string[]>;
  /** Checks that every original still has its uploaded bytes. */
  originalsIntact(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openKillableLibrary(options: {
  ownerId: string;
  photos: number;
  photoBytes: number;
  env?: Record<string, string>;
  /** Only for the first server: e.g. a module that kills it at one moment (`crash-after-commit.ts`). */
  firstServer?: { env?: Record<string, string>; preload?: string[] };
}): Promise<{ library: KillableLibrary; server: ServerProcess }> {
  const shared: SharedTestDatabase = await openSharedTestDatabase();
  const port = await freePort();
  const redisPrefix = uniqueRedisPrefix();
  // A short lease: a restarted server takes the dead one's job after 1 s rather than 60 s.
  const env = { JOBS_LEASE_MS: '1000', REDIS_PREFIX: redisPrefix, ...options.env };
  const running = new Set<ServerProcess>();
  const start = async (
    first: { env?: Record<string, string>; preload?: string[] } = {},
  ): Promise<ServerProcess> => {
    const server = await startServerProcess({
      database: shared,
      port,
      env: { ...env, ...first.env },
      ...(first.preload ? { preload: first.preload } : {}),
    });
    running.add(server);
    return server;
  };
  const kill = async (server: ServerProcess): Promise<void> => {
    await server.kill('SIGKILL');
    running.delete(server);
  };
  const close = async (): Promise<void> => {
    for (const server of running) {
      await kill(server);
    }
    await shared.destroy();
    if (process.env.TEST_REDIS_URL) {
      await deleteRedisKeys(process.env.TEST_REDIS_URL, redisPrefix);
    }
  };

  try {
    // The process migrates the database; the photos come after.
    const server = await start(options.firstServer);
    const db = shared.database.db;
    const ids = await insertTestPhotos(
      db,
      options.ownerId,
      Array.from({ length: options.photos }, () => ({ byteSize: options.photoBytes })),
    );
    const blobs = createFolderBlobStore(join(shared.dataDir, 'blobs'));
    const originals = new Map<string, Buffer>();
    const originalKey = (id: string): string => `photos/test/${id}/original`;
    for (const id of ids) {
      const bytes = randomBytes(options.photoBytes);
      originals.set(id, bytes);
      await blobs.put(originalKey(id), Readable.from([bytes]));
    }
    const token = await signAccessToken(
      {
        database: shared.database,
        issuer: `${server.baseUrl}/oidc`,
        settings: { OIDC_AUDIENCE: `${server.baseUrl}/api` },
      },
      { claims: { sub: options.ownerId, idp_sub: options.ownerId } },
    );
    const temporary = join(shared.dataDir, 'blobs', '.tmp');
    const temporaryFiles = (): Promise<string[]> => readdir(temporary).catch(() => []);
    const library: KillableLibrary = {
      db,
      blobs,
      ownerId: options.ownerId,
      ids,
      originals,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      start: () => start(),
      kill,
      temporaryFiles,
      async waitForPartialBlob(minBytes) {
        await waitFor(
          async () => {
            for (const name of await temporaryFiles()) {
              const size = await stat(join(temporary, name)).then(
                (info) => info.size,
                () => 0,
              );
              if (size >= minBytes) {
                return true;
              }
            }
            return undefined;
          },
          { what: `a blob half written (${minBytes} bytes)`, timeoutMs: 20_000, intervalMs: 2 },
        );
      },
      async originalsIntact() {
        for (const [id, bytes] of originals) {
          const stored = Buffer.concat(
            (await (await blobs.get(originalKey(id))).toArray()) as Buffer[],
          );
          if (sha256(stored) !== sha256(bytes)) {
            return false;
          }
        }
        return true;
      },
      close,
    };
    return { library, server };
  } catch (error) {
    await close();
    throw error;
  }
}
