import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TempSelection } from '@my-account/contract/temp-selections';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { countOwnedPhotos } from '../photo-management/photo-management.public.ts';
import { findLiveTempSelection, insertTempSelection } from './temp-selections.repository.ts';

/** Long enough to finish an order in the editor the same day; see decision 0073. */
export const TEMP_SELECTION_TTL_MS = 24 * 60 * 60 * 1000;

const PhotoIdsSchema = z.array(z.string());

/** Stores the caller's photos for the prints editor: 404 if any photo is not theirs. */
export async function createTempSelection(
  db: Kysely<Database>,
  user: AuthUser,
  photoIds: readonly string[],
  now = new Date(),
): Promise<{ tempSelectionId: string }> {
  // The editor gets them in the order chosen, each once.
  const unique = [...new Set(photoIds)];
  if ((await countOwnedPhotos(db, user.sub, unique)) !== unique.length) {
    throw notFound('Photo');
  }
  const id = randomUUID();
  await insertTempSelection(db, {
    id,
    owner_id: user.sub,
    photo_ids: JSON.stringify(unique),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TEMP_SELECTION_TTL_MS).toISOString(),
  });
  return { tempSelectionId: id };
}

/** The selection, for its creator only, until it expires; 404 otherwise. */
export async function getTempSelection(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  now = new Date(),
): Promise<TempSelection> {
  const row = await findLiveTempSelection(db, user.sub, id, now.toISOString());
  if (!row) {
    throw notFound('Temp selection');
  }
  return { photoIds: PhotoIdsSchema.parse(JSON.parse(row.photo_ids)) };
}
