import { randomUUID } from 'node:crypto';
import {
  EXPORT_LINK_VALID_DAYS,
  type Backup,
  type CreatedBackup,
} from '@my-account/contract/backups';
import type { SignedUrl } from '@my-account/contract/downloads';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { urlExpiry } from '../../platform/signed-urls/download-url-signer.ts';
import { findCustomerEmail } from '../customer/customer.public.ts';
import type { ExportsDeps } from './exports.deps.ts';
import { enqueueBackupJob } from './exports.jobs.ts';
import {
  deleteBackup,
  findBackup,
  findChunk,
  insertBackup,
  listChunks,
  updateBackup,
  type BackupRow,
} from './exports.repository.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `POST /backups`: records the export and enqueues the job that writes it. */
export async function requestBackup(
  deps: ExportsDeps,
  user: AuthUser,
  origin: string,
): Promise<CreatedBackup> {
  const customerEmail = await findCustomerEmail(deps.db, user);
  const now = new Date();
  const id = randomUUID();
  await insertBackup(deps.db, {
    id,
    owner_id: user.sub,
    status: 'REQUESTED',
    email: customerEmail ?? user.email ?? null,
    origin,
    job_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: new Date(now.getTime() + EXPORT_LINK_VALID_DAYS * DAY_MS).toISOString(),
  });
  try {
    const jobId = await enqueueBackupJob(deps.jobs, id);
    await updateBackup(
      deps.db,
      id,
      ['REQUESTED', 'IN_PROGRESS', 'READY', 'FAILED'],
      { job_id: jobId },
      now.toISOString(),
    );
  } catch (error) {
    await deleteBackup(deps.db, id);
    throw error;
  }
  return { id, status: 'REQUESTED' };
}

/** The caller's unexpired backup, or 404 exactly as if it did not exist. */
async function ownBackup(deps: ExportsDeps, user: AuthUser, id: string): Promise<BackupRow> {
  const row = await findBackup(deps.db, id);
  if (!row || row.owner_id !== user.sub || Date.parse(row.expires_at) <= Date.now()) {
    throw notFound('Backup');
  }
  return row;
}

export async function getBackup(deps: ExportsDeps, user: AuthUser, id: string): Promise<Backup> {
  const row = await ownBackup(deps, user, id);
  if (row.status !== 'READY') {
    return { id: row.id, status: row.status };
  }
  const chunks = await listChunks(deps.db, row.id);
  return {
    id: row.id,
    status: 'READY',
    chunks: chunks.map((chunk) => ({ iteration: chunk.iteration, size: Number(chunk.size) })),
    created: row.created_at,
    updated: row.updated_at,
  };
}

/** `GET /backups/{id}/chunks/{chunk}/url`: a signed URL of one chunk of a READY backup. */
export async function chunkUrl(
  deps: ExportsDeps,
  user: AuthUser,
  id: string,
  iteration: number,
  apiBase: string,
): Promise<SignedUrl> {
  const row = await ownBackup(deps, user, id);
  const chunk = row.status === 'READY' ? await findChunk(deps.db, row.id, iteration) : undefined;
  if (!chunk) {
    throw notFound('Chunk');
  }
  const expires = urlExpiry(deps.settings.DOWNLOAD_URL_TTL_SECONDS, Date.parse(row.expires_at));
  const { signature } = (await deps.signer()).sign(
    'backup-chunk',
    user.sub,
    `${row.id}/${iteration}`,
    expires,
  );
  return {
    url: `${apiBase}/backup-chunks/${encodeURIComponent(row.id)}/${iteration}.zip?expires=${expires}&signature=${signature}`,
  };
}
