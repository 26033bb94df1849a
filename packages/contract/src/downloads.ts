import { z } from 'zod/mini';

/**
 * Download archives (downloads service, `/api/downloads`): the app posts a selection, a job
 * streams the originals into one zip, and push messages say when it started, finished or failed.
 */

/** At most this many photos per archive; the app disables Download above it, the server says 400. */
export const DOWNLOAD_PHOTO_LIMIT = 100;

/** How long a finished archive (and its signed URL) stays available. */
export const DOWNLOAD_VALID_HOURS = 24;

const PhotoIdSchema = z.string().check(z.minLength(1), z.maxLength(100));
/** The client makes the archive id (a UUID), so it can match the push messages to its request. */
const DownloadIdSchema = z.uuid();

export const DownloadIdParamsSchema = z.object({ downloadId: DownloadIdSchema });

/**
 * `POST /downloads`: an archive of the customer's own photos, from the timeline or one of
 * their albums (`albumId`, then every photo must be in that album).
 */
export const CreateDownloadBodySchema = z.object({
  id: DownloadIdSchema,
  /** Shown on the downloads page; the zip itself is always `{id}.zip`. */
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  photos: z.array(PhotoIdSchema).check(z.minLength(1), z.maxLength(DOWNLOAD_PHOTO_LIMIT)),
  albumId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type CreateDownloadBody = z.infer<typeof CreateDownloadBodySchema>;

/** The answer to both create calls (202): the archive as asked for. */
export const CreatedDownloadSchema = z.object({
  id: z.string(),
  name: z.optional(z.string()),
  photos: z.array(z.string()),
});
export type CreatedDownload = z.infer<typeof CreatedDownloadSchema>;

/** A photo of a shared album, named with its owner (who may be someone else). */
export const SharedAlbumDownloadPhotoSchema = z.object({
  photoId: PhotoIdSchema,
  ownerId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** `POST /shared-album-downloads`: photos of one shared album the customer owns or takes part in. */
export const CreateSharedAlbumDownloadBodySchema = z.object({
  id: DownloadIdSchema,
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  albumId: z.string().check(z.minLength(1), z.maxLength(100)),
  photos: z
    .array(SharedAlbumDownloadPhotoSchema)
    .check(z.minLength(1), z.maxLength(DOWNLOAD_PHOTO_LIMIT)),
});
export type CreateSharedAlbumDownloadBody = z.infer<typeof CreateSharedAlbumDownloadBodySchema>;

export const DOWNLOAD_STATUSES = ['PENDING', 'IN_PROGRESS', 'READY', 'FAILED', 'EXPIRED'] as const;
export const DownloadStatusSchema = z.enum(DOWNLOAD_STATUSES);
export type DownloadStatus = z.infer<typeof DownloadStatusSchema>;

export const DownloadItemSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  status: DownloadStatusSchema,
  photoCount: z.number().check(z.int(), z.gte(0)),
  /** Bytes of the zip once READY. */
  size: z.nullable(z.number().check(z.int(), z.gte(0))),
  created: z.iso.datetime({ offset: true }),
  /** When a READY archive stops being downloadable. */
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type DownloadItem = z.infer<typeof DownloadItemSchema>;

/** `GET /downloads`: the customer's archives, newest first. */
export const DownloadListSchema = z.object({ items: z.array(DownloadItemSchema) });
export type DownloadList = z.infer<typeof DownloadListSchema>;

/** `GET /downloads/{downloadId}/url`: a signed, expiring URL of the zip (404 until READY). */
export const SignedUrlSchema = z.object({ url: z.url() });
export type SignedUrl = z.infer<typeof SignedUrlSchema>;

/** Push message keys of download archives. */
export const DOWNLOAD_PUSH_KEYS = {
  started: 'download-started',
  finished: 'download-finished',
  error: 'download-error',
} as const;

export const DownloadPushMessageSchema = z.object({
  id: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  key: z.enum([DOWNLOAD_PUSH_KEYS.started, DOWNLOAD_PUSH_KEYS.finished, DOWNLOAD_PUSH_KEYS.error]),
  message: z.object({ userId: z.string(), downloadId: z.string() }),
});
export type DownloadPushMessage = z.infer<typeof DownloadPushMessageSchema>;

/**
 * `GET /photos/{photoId}/url` (downloads service): a signed, expiring URL of the customer's
 * original, served as an attachment under its own file name (`SignedUrlSchema`).
 */
export const PhotoDownloadParamsSchema = z.object({ photoId: PhotoIdSchema });
