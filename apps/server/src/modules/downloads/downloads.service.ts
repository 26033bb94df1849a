import type {
  CreateDownloadBody,
  CreateSharedAlbumDownloadBody,
  CreatedDownload,
  DownloadItem,
  DownloadList,
  SignedUrl,
} from '@my-account/contract/downloads';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import { urlExpiry } from '../../platform/signed-urls/download-url-signer.ts';
import { albumContainsPhotos } from '../albums/albums.public.ts';
import { findPhotoById } from '../photo-management/photo-management.public.ts';
import { readableSharedAlbumPhotos } from '../shared-albums/shared-albums.public.ts';
import { ArchivePhotoRefsSchema, type ArchivePhotoRef } from './archive-photo-ref.ts';
import type { DownloadsDeps } from './downloads.deps.ts';
import { enqueueArchiveJob } from './downloads.jobs.ts';
import {
  deleteDownload,
  findDownload,
  insertDownload,
  listDownloads,
  updateDownload,
  type DownloadRow,
} from './downloads.repository.ts';
import { safeEntryName } from './zip-entry-names.ts';

const LISTED_DOWNLOADS = 100;

/** `POST /downloads`: the customer's own photos (of one of their albums when albumId is given). */
export async function createDownload(
  deps: DownloadsDeps,
  user: AuthUser,
  body: CreateDownloadBody,
): Promise<CreatedDownload> {
  const photoIds = [...new Set(body.photos)];
  if (
    body.albumId !== undefined &&
    !(await albumContainsPhotos(deps.db, user.sub, body.albumId, photoIds))
  ) {
    throw notFound('Album');
  }
  const refs = photoIds.map((photoId) => ({ photoId, ownerId: user.sub }));
  await assertPhotosExist(deps, refs);
  return startDownload(deps, user, {
    id: body.id,
    name: body.name,
    albumId: body.albumId ?? null,
    refs,
  });
}

/** `POST /shared-album-downloads`: photos of a shared album the customer owns or takes part in. */
export async function createSharedAlbumDownload(
  deps: DownloadsDeps,
  user: AuthUser,
  body: CreateSharedAlbumDownloadBody,
): Promise<CreatedDownload> {
  const seen = new Set<string>();
  const refs = body.photos.filter((photo) => {
    const key = `${photo.ownerId}\n${photo.photoId}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  if (!(await readableSharedAlbumPhotos(deps.db, user.sub, body.albumId, refs))) {
    throw notFound('Album');
  }
  await assertPhotosExist(deps, refs);
  return startDownload(deps, user, { id: body.id, name: body.name, albumId: body.albumId, refs });
}

/** A missing photo, or one the caller may not read, answers 404 as if it did not exist. */
async function assertPhotosExist(
  deps: DownloadsDeps,
  refs: readonly ArchivePhotoRef[],
): Promise<void> {
  const found = await Promise.all(
    refs.map((ref) => findPhotoById(deps.db, ref.ownerId, ref.photoId)),
  );
  if (found.some((row) => row === undefined)) {
    throw notFound('Photo');
  }
}

interface DownloadRequest {
  id: string;
  name: string | undefined;
  albumId: string | null;
  refs: ArchivePhotoRef[];
}

/**
 * Records the archive and enqueues its job. The same id again with the same photos answers the
 * archive already made (a retried request); with other photos, 409.
 */
async function startDownload(
  deps: DownloadsDeps,
  user: AuthUser,
  request: DownloadRequest,
): Promise<CreatedDownload> {
  const photos = JSON.stringify(request.refs);
  const now = new Date().toISOString();
  const inserted = await insertDownload(deps.db, {
    ownerId: user.sub,
    id: request.id,
    name: request.name ?? null,
    photos,
    photoCount: request.refs.length,
    albumId: request.albumId,
    now,
  });
  if (!inserted) {
    const existing = await findDownload(deps.db, user.sub, request.id);
    if (!existing || existing.photos !== photos || existing.album_id !== request.albumId) {
      throw conflict('A download with this id exists with other photos', 'DOWNLOAD_EXISTS');
    }
    return createdDownloadOf(existing);
  }
  try {
    const jobId = await enqueueArchiveJob(deps.jobs, user.sub, request.id);
    await updateDownload(
      deps.db,
      user.sub,
      request.id,
      ['PENDING', 'IN_PROGRESS', 'READY', 'FAILED'],
      { job_id: jobId },
      now,
    );
  } catch (error) {
    // No job, no archive: the client may try again with the same id.
    await deleteDownload(deps.db, user.sub, request.id);
    throw error;
  }
  return createdDownloadOf({ id: request.id, name: request.name ?? null, photos });
}

function createdDownloadOf(row: Pick<DownloadRow, 'id' | 'name' | 'photos'>): CreatedDownload {
  const refs = ArchivePhotoRefsSchema.parse(JSON.parse(row.photos));
  return {
    id: row.id,
    ...(row.name === null ? {} : { name: row.name }),
    photos: refs.map((ref) => ref.photoId),
  };
}

export async function listCustomerDownloads(
  deps: DownloadsDeps,
  user: AuthUser,
): Promise<DownloadList> {
  const rows = await listDownloads(deps.db, user.sub, LISTED_DOWNLOADS);
  return { items: rows.map(toDownloadItem) };
}

function toDownloadItem(row: DownloadRow): DownloadItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    photoCount: row.photo_count,
    size: row.status === 'READY' && row.size !== null ? Number(row.size) : null,
    created: row.created_at,
    expiresAt: row.status === 'READY' ? row.expires_at : null,
  };
}

/** True while the archive can be downloaded. */
export function isDownloadable(row: DownloadRow, nowMs = Date.now()): boolean {
  return (
    row.status === 'READY' &&
    row.blob_key !== null &&
    row.expires_at !== null &&
    Date.parse(row.expires_at) > nowMs
  );
}

/** `GET /downloads/{id}/url`: 404 until READY, after expiry, or for someone else's id. */
export async function archiveUrl(
  deps: DownloadsDeps,
  user: AuthUser,
  downloadId: string,
  apiBase: string,
): Promise<SignedUrl> {
  const row = await findDownload(deps.db, user.sub, downloadId);
  if (!row || !isDownloadable(row) || row.expires_at === null) {
    throw notFound('Download');
  }
  const expires = urlExpiry(deps.settings.DOWNLOAD_URL_TTL_SECONDS, Date.parse(row.expires_at));
  const { signature } = (await deps.signer()).sign('archive', user.sub, row.id, expires);
  return {
    url: `${apiBase}/archives/${encodeURIComponent(row.id)}.zip?expires=${expires}&signature=${signature}`,
  };
}

/** `GET /photos/{photoId}/url`: the original, saved under its own file name. */
export async function originalUrl(
  deps: DownloadsDeps,
  user: AuthUser,
  photoId: string,
  apiBase: string,
): Promise<SignedUrl> {
  const row = await findPhotoById(deps.db, user.sub, photoId);
  if (!row) {
    throw notFound('Photo');
  }
  const expires = urlExpiry(deps.settings.DOWNLOAD_URL_TTL_SECONDS);
  const { signature } = (await deps.signer()).sign('original', user.sub, row.id, expires);
  const fileName = encodeURIComponent(safeEntryName(row.file_name));
  return {
    url: `${apiBase}/originals/${encodeURIComponent(row.id)}/${fileName}?expires=${expires}&signature=${signature}`,
  };
}
