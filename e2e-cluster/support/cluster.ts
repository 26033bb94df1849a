import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteRedisKeys } from '../../apps/server/test/support/test-redis.ts';
import pg from 'pg';
import { DRAIN_DELAY_MS, LoadBalancer } from './load-balancer.ts';
import { ServerInstance } from './server-instance.ts';
import { StorageGate } from './storage-gate.ts';

/** The cluster's ports (4600-4699 belong to this test): balancer, stats, instances, doors. */
export const BALANCER_PORT = 4600;
const STATS_PORT = 4601;
const INSTANCE_PORTS = [4611, 4612, 4613];
const DOOR_PORTS = [4621, 4622, 4623];
/** How long a killed instance's job stays its own before another instance takes it. */
export const JOBS_LEASE_MS = 3_000;

export interface Cluster {
  balancer: LoadBalancer;
  instances: ServerInstance[];
  storage: StorageGate;
  /** The developer outbox key every instance was given (the export journey reads its mail). */
  outboxKey: string;
  /** Runs SQL on the cluster's database. */
  query<Row extends object>(text: string): Promise<Row[]>;
  close(): Promise<void>;
}

function requiredUrl(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const url = process.env[name];
  if (!url) {
    // Never skipped: the cluster test exists to run on the real services (.ci/run gives them).
    throw new Error(`The cluster test needs ${name} (PostgreSQL and Redis)`);
  }
  return url;
}

/**
 * Everything of one run, fresh and its own: a new PostgreSQL database (dropped at the end), a
 * Redis key prefix (its keys deleted at the end), an S3 bucket, a data folder per instance, and
 * HAProxy in front. The instances are spawned together but not yet awaited.
 */
export async function openCluster(folder: string): Promise<Cluster> {
  const adminUrl = requiredUrl('TEST_DATABASE_URL');
  const redisUrl = requiredUrl('TEST_REDIS_URL');
  const run = randomBytes(4).toString('hex');
  const databaseName = `${new URL(adminUrl).pathname.slice(1) || 'test'}_cluster_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const dropDatabase = async (): Promise<void> => {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  };
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const clusterDb = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
  const redisPrefix = `cluster-${run}`;
  const storage = new StorageGate();
  const outboxKey = randomBytes(32).toString('base64url');
  const instances: ServerInstance[] = [];
  const closeServices = async (): Promise<void> => {
    await storage.close();
    await clusterDb.end();
    await dropDatabase();
    await deleteRedisKeys(redisUrl, redisPrefix);
  };
  try {
    await storage.start();
    for (const [index, port] of INSTANCE_PORTS.entries()) {
      const name = `instance-${String(index + 1)}`;
      const dataDir = join(folder, name);
      mkdirSync(dataDir, { recursive: true });
      // As an operator would give every machine the same secret (the server reads this file).
      writeFileSync(join(dataDir, 'dev-outbox-key'), `${outboxKey}\n`, { mode: 0o600 });
      const s3 = await storage.openDoor(name, DOOR_PORTS[index] ?? 0);
      instances.push(
        new ServerInstance({
          name,
          port,
          logPath: join(folder, `${name}.log`),
          env: {
            NODE_ENV: 'test',
            LOG_LEVEL: 'info',
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            PUBLIC_URL: `http://localhost:${String(BALANCER_PORT)}`,
            TRUST_PROXY: '127.0.0.1',
            DATABASE_URL: databaseUrl.toString(),
            REDIS_URL: redisUrl,
            REDIS_PREFIX: redisPrefix,
            ...s3,
            SEED_DEMO: 'false',
            DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
            JOBS_LEASE_MS: String(JOBS_LEASE_MS),
            JOBS_RETRY_DELAY_MS: '200',
            // Small export chunks: a few photos make several (as in the e2e suite).
            EXPORT_CHUNK_BYTES: '600000',
          },
        }),
      );
    }
  } catch (error) {
    await closeServices();
    throw error;
  }
  const balancer = new LoadBalancer(
    folder,
    BALANCER_PORT,
    STATS_PORT,
    instances.map(({ name, port }) => ({ name, port })),
  );
  return {
    balancer,
    instances,
    storage,
    outboxKey,
    async query<Row extends object>(text: string) {
      return (await clusterDb.query<Row>(text)).rows;
    },
    async close() {
      await balancer.stop();
      for (const instance of instances) {
        await instance.stop('SIGKILL');
        instance.close();
      }
      await closeServices();
    },
  };
}
