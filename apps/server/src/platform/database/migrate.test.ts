import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createDatabase } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

// The app context logs what the first call returns: how an operator (and the cluster test) sees
// which of several instances starting together ran the migrations.
it('names the migrations it ran, and none when they had run already', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'my-account-migrate-'));
  const database = createDatabase({ dataDir });
  try {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  } finally {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
});
