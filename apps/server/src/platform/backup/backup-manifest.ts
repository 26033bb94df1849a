import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The file in a backup folder that says what the backup holds. */
export const MANIFEST_FILE = 'manifest.json';
/** The folder of a backup holding the blob store's files. */
export const BACKUP_BLOBS_DIR = 'blobs';

export const BackupManifestSchema = z.object({
  format: z.literal(1),
  /** When the database snapshot was taken: the backup holds what was committed by then. */
  snapshotAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  sourceDataDir: z.string(),
  database: z.object({
    file: z.string().min(1),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  blobs: z.object({
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Blobs the server removed while they were being copied (deleted photos, expired archives). */
    vanished: z.number().int().min(0),
  }),
  /** Other files of DATA_DIR the backup carries (e.g. the development outbox key). */
  extraFiles: z.array(z.string().min(1)),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export class BackupError extends Error {}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${join(folder, MANIFEST_FILE)} is not valid JSON`);
  }
  const parsed = BackupManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `${join(folder, MANIFEST_FILE)} is not a manifest this version reads: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
