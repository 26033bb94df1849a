import { inject } from 'vitest';

/**
 * This worker's PostgreSQL database for the run (made by test/global-setup.ts from
 * TEST_DATABASE_URL), or undefined when the suites run on SQLite.
 */
export function testPostgresUrl(): string | undefined {
  const urls = inject('postgresWorkerUrls');
  if (urls.length === 0) {
    return undefined;
  }
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[worker - 1];
  if (!url) {
    throw new Error(`No PostgreSQL database for test worker ${worker}`);
  }
  return url;
}
