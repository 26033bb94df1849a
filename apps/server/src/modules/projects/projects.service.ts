import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  PRINTS_PROJECT_ARTICLE_TYPE,
  PROJECTS_ERROR_CODES,
  type EditorProjectSchema,
  type NewPrintsProject,
  type SavedProject,
  type SavedProjectDetails,
  type SavedProjectList,
  type SavedProjectsQuerySchema,
} from '@my-account/contract/projects';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { badRequest, conflict, notFound } from '../../platform/http/http-error.ts';
import { findCustomerSummary, findCustomerSummaryById } from '../customer/customer.public.ts';
import { findPhotoById, findPhotosByIds } from '../photo-management/photo-management.public.ts';
import type { ProjectsDeps } from './projects.deps.ts';
import {
  deleteCustomerProject,
  findProject,
  listCustomerProjects,
  upsertCustomerProject,
} from './projects.repository.ts';
import { toProjectDetails, toProjects, type CoverViewer } from './projects-view.ts';

/** The caller's customer record id; a caller without one has no projects (404). */
async function customerIdOf(deps: ProjectsDeps, user: AuthUser): Promise<string> {
  const customer = await findCustomerSummary(deps.db, user);
  if (!customer) {
    throw notFound('Project');
  }
  return customer.id;
}

/**
 * `GET /api/v2/projects/{accountId}`: a page of the customer's projects, last edited first. The
 * account is the customer record's id (as orders' byAccount); another's answers 404.
 */
export async function listMyProjects(
  deps: ProjectsDeps,
  user: AuthUser,
  accountId: string,
  query: z.output<typeof SavedProjectsQuerySchema>,
  viewer: CoverViewer,
): Promise<SavedProjectList> {
  const customerId = await customerIdOf(deps, user);
  if (customerId !== accountId) {
    throw notFound('Account');
  }
  const { rows, totalCount } = await listCustomerProjects(deps.db, customerId, query);
  return { projects: await toProjects(deps, rows, viewer), totalProjectCount: totalCount };
}

/** `GET /api/v2/project/{id}`: one of the customer's projects; another's answers 404. */
export async function getMyProject(
  deps: ProjectsDeps,
  user: AuthUser,
  id: string,
  viewer: CoverViewer,
): Promise<SavedProjectDetails> {
  const customerId = await customerIdOf(deps, user);
  const row = await findProject(deps.db, id);
  if (row?.customer_id !== customerId) {
    throw notFound('Project');
  }
  return toProjectDetails(deps, row, viewer);
}

/** `DELETE /api/v2/project/{id}`: another customer's project answers 404, as a missing one. */
export async function deleteMyProject(
  deps: ProjectsDeps,
  user: AuthUser,
  id: string,
): Promise<void> {
  const customerId = await customerIdOf(deps, user);
  if (!(await deleteCustomerProject(deps.db, customerId, id))) {
    throw notFound('Project');
  }
}

/**
 * `POST /api/v2/project`: the prints order step saves its selection as a new project of the
 * customer (decision 0240): the first photo is the cover, each photo a page.
 */
export async function createMyPrintsProject(
  deps: ProjectsDeps,
  user: AuthUser,
  project: NewPrintsProject,
  viewer: CoverViewer,
  now = new Date(),
): Promise<SavedProjectDetails> {
  const customerId = await customerIdOf(deps, user);
  const { photos } = project.selection;
  const found = await findPhotosByIds(
    deps.db,
    photos.map((photo) => photo.photoId),
  );
  const owned = new Set(found.filter((p) => p.owner_id === user.sub).map((p) => p.id));
  const unknown = photos.findIndex((photo) => !owned.has(photo.photoId));
  if (unknown >= 0) {
    throw badRequest(
      `selection.photos.${String(unknown)} is not a photo of the library`,
      PROJECTS_ERROR_CODES.unknownPhoto,
    );
  }
  const id = randomUUID();
  const at = now.toISOString();
  await upsertCustomerProject(deps.db, {
    id,
    customer_id: customerId,
    title: project.title,
    article_code: project.articleCode,
    article_type: PRINTS_PROJECT_ARTICLE_TYPE,
    page_count: photos.length,
    cover_photo_id: photos[0]?.photoId ?? null,
    cover_image_url: null,
    prints_selection: JSON.stringify(project.selection),
    created_at: at,
    last_edited_at: at,
  });
  return getMyProject(deps, user, id, viewer);
}

/**
 * The editor saves a customer's project (internal route; its hook checked the `editor` scope):
 * created, or updated when this customer has it. An id of another customer's project is 409;
 * a cover photo must be one of the customer's photos.
 */
export async function saveEditorProject(
  deps: ProjectsDeps,
  customerId: string,
  projectId: string,
  project: z.output<typeof EditorProjectSchema>,
  base: CoverViewer['base'],
  now = new Date(),
): Promise<{ created: boolean; project: SavedProject }> {
  const customer = await findCustomerSummaryById(deps.db, customerId);
  if (!customer) {
    throw notFound('Customer');
  }
  // The embedded provider's token subject is the identity account: the photos' owner.
  const ownerId = customer.idpSub;
  if (project.coverPhotoId && !(await findPhotoById(deps.db, ownerId, project.coverPhotoId))) {
    throw badRequest(
      'coverPhotoId is not a photo of the customer',
      PROJECTS_ERROR_CODES.unknownPhoto,
    );
  }
  const existing = await findProject(deps.db, projectId);
  // Used for a new project only: an update keeps the created date it has.
  const createdAt = project.createdAt
    ? new Date(project.createdAt).toISOString()
    : now.toISOString();
  const saved = await upsertCustomerProject(deps.db, {
    id: projectId,
    customer_id: customer.id,
    title: project.title,
    article_code: project.articleCode,
    article_type: project.articleType,
    page_count: project.pageCount,
    cover_photo_id: project.coverPhotoId ?? null,
    cover_image_url: project.coverImageUrl ?? null,
    prints_selection: null,
    created_at: createdAt,
    last_edited_at: project.lastEditedAt
      ? new Date(project.lastEditedAt).toISOString()
      : now.toISOString(),
  });
  const row = saved ? await findProject(deps.db, projectId) : undefined;
  if (!row) {
    throw conflict(
      'This project id is another customer’s project',
      PROJECTS_ERROR_CODES.projectIdTaken,
    );
  }
  const [view] = await toProjects(deps, [row], { ownerId, base });
  if (!view) {
    throw new Error('A project row without its view');
  }
  return { created: existing === undefined, project: view };
}
