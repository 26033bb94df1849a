import { z } from 'zod/mini';
import { PageQuerySchema, PhotoSchema, SortKeySchema } from './photos.ts';

/** Own albums (photo-management `/albums`). */

/** Later pages hold 50 albums; the first holds one fewer (the 'New album' tile takes its place). */
export const ALBUMS_PAGE_SIZE = 50;
export const ALBUMS_FIRST_PAGE_SIZE = ALBUMS_PAGE_SIZE - 1;
/** Photos added to or removed from an album per request; the app sends bigger sets in batches. */
export const ALBUM_PHOTOS_BATCH_SIZE = 100;
export const ALBUM_NAME_MAX_LENGTH = 100;

/**
 * The spec's album name rule, shared by the app's form and the server: at least one character,
 * not starting with whitespace, and no `<`, `>` or `;`.
 */
export const ALBUM_NAME_PATTERN = /^[^\s<>;][^<>;]*$/;
export const AlbumNameSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(ALBUM_NAME_MAX_LENGTH), z.regex(ALBUM_NAME_PATTERN));

export const AlbumIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** `POST /albums` -> 201 {albumId}; `PATCH /albums/{id}` -> 204. */
export const AlbumNameBodySchema = z.object({ name: AlbumNameSchema });
export type AlbumNameBody = z.infer<typeof AlbumNameBodySchema>;
export const CreatedAlbumSchema = z.object({ albumId: z.string() });
export type CreatedAlbum = z.infer<typeof CreatedAlbumSchema>;

export const AlbumSchema = z.object({
  albumId: z.string(),
  albumName: z.string().check(z.minLength(1)),
  /** The newest photo added, or null for an empty album. */
  coverPhoto: z.nullable(PhotoSchema),
  photosCount: z.number().check(z.int(), z.gte(0)),
  created: z.iso.datetime({ offset: true }),
  updated: z.iso.datetime({ offset: true }),
  /** True for a (legacy) shared album the customer owns: the app opens it on the shared route. */
  isShared: z.boolean(),
  /** Own albums: the owner (the customer). */
  userId: z.optional(z.string()),
  /** Albums shared with the customer: the album's owner. */
  ownerId: z.optional(z.string()),
});
export type Album = z.infer<typeof AlbumSchema>;

/** `GET /albums` query; `displaySharedData=true` also lists the customer's own shared albums. */
export const AlbumListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(ALBUMS_PAGE_SIZE))),
  displaySharedData: z.optional(z.enum(['true', 'false'])),
});
export type AlbumListQuery = z.infer<typeof AlbumListQuerySchema>;

export const AlbumListSchema = z.object({
  albums: z.array(AlbumSchema),
  cursor: z.nullable(z.string()),
});
export type AlbumList = z.infer<typeof AlbumListSchema>;

/** `GET /albums/{id}/photos` (and shared-album photos): cursor, limit, sortKey, sortOrder. */
export const AlbumPhotosQuerySchema = z.extend(PageQuerySchema, {
  sortKey: z.optional(SortKeySchema),
});
export type AlbumPhotosQuery = z.infer<typeof AlbumPhotosQuerySchema>;

/** `POST` and `DELETE /albums/{id}/photos` -> 204. Photos already in (or not in) it are fine. */
export const AlbumPhotosBodySchema = z.object({
  photoIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1), z.maxLength(ALBUM_PHOTOS_BATCH_SIZE)),
});
export type AlbumPhotosBody = z.infer<typeof AlbumPhotosBodySchema>;

/** The `code` of refused album writes (in the error shape). */
export const ALBUM_ERROR_CODES = {
  /** 409: the album is a (legacy) shared album, which is read-only; only deleting it works. */
  sharedAlbumReadOnly: 'SHARED_ALBUM_READ_ONLY',
} as const;
