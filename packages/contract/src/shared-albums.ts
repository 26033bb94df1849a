import { z } from 'zod/mini';
import { AlbumSchema } from './albums.ts';

/**
 * Shared albums (shared-albums service, `/api/shared-albums`): legacy, read-only data. No new
 * sharing exists; an owner can still delete one (for everybody), a participant can leave one.
 */

export const SHARED_ALBUMS_PAGE_SIZE = 50;

/** `GET /shared-albums`: albums shared with the customer by others (each with ownerId). */
export const SharedAlbumListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(SHARED_ALBUMS_PAGE_SIZE))),
});
export const SharedAlbumListSchema = z.object({
  albums: z.array(AlbumSchema),
  cursor: z.nullable(z.string()),
});
export type SharedAlbumList = z.infer<typeof SharedAlbumListSchema>;

/** `GET /users` (shared-albums): how many albums others shared with the customer, and they with others. */
export const SharedAlbumsSummarySchema = z.object({
  readAlbumsCount: z.number().check(z.int(), z.gte(0)),
  grantedAlbumsCount: z.number().check(z.int(), z.gte(0)),
  created: z.iso.datetime({ offset: true }),
  updated: z.iso.datetime({ offset: true }),
});
export type SharedAlbumsSummary = z.infer<typeof SharedAlbumsSummarySchema>;

export const SharedAlbumPersonSchema = z.object({
  userId: z.string(),
  email: z.string(),
});
export type SharedAlbumPerson = z.infer<typeof SharedAlbumPersonSchema>;

/** `GET /shared-albums/{id}`: the album with its owner; 404 unless the customer owns it or takes part. */
export const SharedAlbumDetailSchema = z.extend(AlbumSchema, {
  ownerId: z.string(),
  owner: SharedAlbumPersonSchema,
});
export type SharedAlbumDetail = z.infer<typeof SharedAlbumDetailSchema>;

/** `GET /shared-albums/{id}/participants`. */
export const SharedAlbumParticipantsSchema = z.object({
  participants: z.array(SharedAlbumPersonSchema),
});
export type SharedAlbumParticipants = z.infer<typeof SharedAlbumParticipantsSchema>;
