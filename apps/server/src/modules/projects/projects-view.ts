import {
  PrintsSelectionSchema,
  type SavedProject,
  type SavedProjectDetails,
} from '@my-account/contract/projects';
import { findPhotosByIds, type ImageUrlBase } from '../photo-management/photo-management.public.ts';
import type { ProjectsDeps } from './projects.deps.ts';
import type { ProjectRow } from './projects.repository.ts';

const THUMBNAIL = '800';

/** Whose covers may be shown, and on which origin. */
export interface CoverViewer {
  /** The token `sub`: a cover photo is shown only while it is this customer's. */
  ownerId: string;
  base: ImageUrlBase;
}

/**
 * Cover URLs by project id: the signed thumbnail of the cover photo (one read for all), or the
 * editor's image URL. A photo deleted since, or not the viewer's, gives none (the app shows the
 * product's icon).
 */
async function coversOf(
  deps: ProjectsDeps,
  rows: readonly ProjectRow[],
  viewer: CoverViewer,
): Promise<Map<string, string>> {
  const covers = new Map<string, string>();
  const photoIds = rows.flatMap((row) => (row.cover_photo_id ? [row.cover_photo_id] : []));
  const photos = await findPhotosByIds(deps.db, [...new Set(photoIds)]);
  const owned = new Set(photos.filter((p) => p.owner_id === viewer.ownerId).map((p) => p.id));
  const signer = owned.size > 0 ? await deps.signer() : undefined;
  for (const row of rows) {
    if (row.cover_image_url) {
      covers.set(row.id, row.cover_image_url);
    } else if (signer && row.cover_photo_id && owned.has(row.cover_photo_id)) {
      const { expires, signature } = signer.sign(viewer.ownerId, row.cover_photo_id, THUMBNAIL);
      const path = `${encodeURIComponent(row.cover_photo_id)}/${THUMBNAIL}`;
      covers.set(
        row.id,
        `${viewer.base.imagesUrl}/${path}?expires=${expires}&signature=${signature}`,
      );
    }
  }
  return covers;
}

function toProject(row: ProjectRow, coverUrl: string | null): SavedProject {
  return {
    id: row.id,
    title: row.title,
    articleCode: row.article_code,
    articleType: row.article_type,
    coverUrl,
    pageCount: row.page_count,
    createdAt: row.created_at,
    lastEditedAt: row.last_edited_at,
  };
}

/** The contract's projects of these rows, with their covers. */
export async function toProjects(
  deps: ProjectsDeps,
  rows: readonly ProjectRow[],
  viewer: CoverViewer,
): Promise<SavedProject[]> {
  const covers = await coversOf(deps, rows, viewer);
  return rows.map((row) => toProject(row, covers.get(row.id) ?? null));
}

/** One project with what a prints project holds (photos no longer the viewer's left out). */
export async function toProjectDetails(
  deps: ProjectsDeps,
  row: ProjectRow,
  viewer: CoverViewer,
): Promise<SavedProjectDetails> {
  const [project] = await toProjects(deps, [row], viewer);
  if (!project) {
    throw new Error('A project row without its view');
  }
  const selection = row.prints_selection
    ? PrintsSelectionSchema.safeParse(JSON.parse(row.prints_selection))
    : undefined;
  if (!selection?.success) {
    return { ...project, prints: null };
  }
  const ids = selection.data.photos.map((photo) => photo.photoId);
  const photos = await findPhotosByIds(deps.db, ids);
  const owned = new Set(photos.filter((p) => p.owner_id === viewer.ownerId).map((p) => p.id));
  return {
    ...project,
    prints: {
      ...selection.data,
      photos: selection.data.photos.filter((photo) => owned.has(photo.photoId)),
    },
  };
}
