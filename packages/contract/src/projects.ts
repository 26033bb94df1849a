import { z } from 'zod/mini';
import { PRINTS_MAX_PHOTOS, PrintsPhotoSchema } from './prints.ts';

/*
 * Saved projects (`/api/projects`, the spec's paths): unfinished creations of the editor. The
 * app lists them (`GET /api/v2/projects/{accountId}`) and deletes them
 * (`DELETE /api/v2/project/{id}`); the editor saves them through an internal route, and the
 * prints order step saves its selection as one (decision 0240).
 */

/** The spec's page size of the saved projects list. */
export const SAVED_PROJECTS_PAGE_SIZE = 10;
/** The most one call lists. */
export const SAVED_PROJECTS_MAX_LIMIT = 100;
/** The article type of a prints project: it continues on the prints order step (decision 0241). */
export const PRINTS_PROJECT_ARTICLE_TYPE = 'Prints';

const intFromQuery = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);

export const SavedProjectSchema = z.object({
  /** The editor's project id. */
  id: z.string(),
  title: z.string(),
  /** The product: its article code and type (e.g. PAP_130, Photobook). */
  articleCode: z.string(),
  articleType: z.string(),
  /** A signed thumbnail of the cover photo, or the editor's image URL; null without one. */
  coverUrl: z.nullable(z.string()),
  pageCount: z.number().check(z.int(), z.gte(0)),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** ISO-8601 UTC: when it was last edited. */
  lastEditedAt: z.string(),
});
export type SavedProject = z.infer<typeof SavedProjectSchema>;

/** Last edited first. */
export const SavedProjectListSchema = z.object({
  projects: z.array(SavedProjectSchema),
  totalProjectCount: z.number().check(z.int(), z.gte(0)),
});
export type SavedProjectList = z.infer<typeof SavedProjectListSchema>;

/** `GET /api/v2/projects/{accountId}`: accountId is the customer record's id, like orders'. */
export const ProjectsAccountIdParamsSchema = z.object({
  accountId: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const SavedProjectsQuerySchema = z.object({
  skip: intFromQuery(0, 1_000_000, 0),
  limit: intFromQuery(1, SAVED_PROJECTS_MAX_LIMIT, SAVED_PROJECTS_PAGE_SIZE),
});
export type SavedProjectsQuery = z.input<typeof SavedProjectsQuerySchema>;

export const ProjectIdParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

const optionId = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));
const PrintsPhotosSchema = z.array(PrintsPhotoSchema).check(
  z.minLength(1),
  z.maxLength(PRINTS_MAX_PHOTOS),
  z.refine((photos) => new Set(photos.map((photo) => photo.photoId)).size === photos.length, {
    message: 'Each photo once',
  }),
);

/** What a prints project holds: the prints order step's selection. */
export const PrintsSelectionSchema = z.strictObject({
  printSize: optionId,
  finish: optionId,
  border: optionId,
  photos: PrintsPhotosSchema,
});
export type PrintsSelection = z.infer<typeof PrintsSelectionSchema>;

/**
 * `POST /api/v2/project` (not in the spec, decision 0240): the prints order step saves the
 * customer's selection as a project. The cover is the first photo; the page count the photos.
 */
export const NewPrintsProjectSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  articleCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  selection: PrintsSelectionSchema,
});
export type NewPrintsProject = z.infer<typeof NewPrintsProjectSchema>;

/** `GET /api/v2/project/{id}`: one project; a prints project with its selection. */
export const SavedProjectDetailsSchema = z.extend(SavedProjectSchema, {
  prints: z.nullable(
    z.object({
      printSize: z.string(),
      finish: z.string(),
      border: z.string(),
      photos: z.array(z.object({ photoId: z.string(), quantity: z.number().check(z.int()) })),
    }),
  ),
});
export type SavedProjectDetails = z.infer<typeof SavedProjectDetailsSchema>;

const isoDate = z.iso.datetime({ offset: true });

/**
 * The editor saves a customer's project (internal route, `editor` scope): created, or updated
 * when the id is known. The cover is a photo of the customer's library or an https image URL.
 */
export const EditorProjectSchema = z
  .strictObject({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    articleCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
    articleType: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
    pageCount: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    coverPhotoId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    coverImageUrl: z.optional(z.url({ protocol: /^https$/ }).check(z.maxLength(2000))),
    /** Defaults to now for a new project; kept on an update. */
    createdAt: z.optional(isoDate),
    /** Defaults to now. */
    lastEditedAt: z.optional(isoDate),
  })
  .check(
    z.refine((project) => !(project.coverPhotoId && project.coverImageUrl), {
      message: 'A cover photo or a cover image URL, not both',
    }),
  );
export type EditorProject = z.input<typeof EditorProjectSchema>;

export const EditorProjectParamsSchema = z.object({
  customerId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  projectId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(100),
      z.regex(/^[A-Za-z0-9._~-]+$/, 'Letters, digits and . _ ~ - only'),
    ),
});

export const PROJECTS_ERROR_CODES = {
  /** 409: the editor's project id is another customer's project. */
  projectIdTaken: 'PROJECT_ID_TAKEN',
  /** 400: a photo (the cover, or one of a prints selection) is not of the customer's library. */
  unknownPhoto: 'PROJECT_PHOTO_UNKNOWN',
} as const;
