import { z } from 'zod/mini';

/** Thumbnail sizes the server makes for every photo (longest side, in pixels). */
export const THUMBNAIL_SIZES = ['300', '800', '1300'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

export const ThumbnailSchema = z.object({
  id: z.enum(THUMBNAIL_SIZES),
  url: z.url(),
  width: z.number().check(z.int(), z.gte(1)),
  height: z.number().check(z.int(), z.gte(1)),
});
export type Thumbnail = z.infer<typeof ThumbnailSchema>;

export const PhotoSchema = z.object({
  imageId: z.string().check(z.minLength(1)),
  localFileName: z.string(),
  uploadId: z.string(),
  /** The largest display version (the 1300 thumbnail). */
  url: z.url(),
  /** The original file as uploaded. */
  untouchedUrl: z.url(),
  /** When the photo was taken (EXIF, with its time zone); absent when unknown. */
  dateTaken: z.nullish(z.iso.datetime({ offset: true })),
  /** When the upload finished. */
  uploadEnd: z.optional(z.iso.datetime({ offset: true })),
  /** When the photo entered the library (the "created" sort). */
  created: z.iso.datetime({ offset: true }),
  visibleWidth: z.optional(z.number().check(z.int(), z.gte(1))),
  visibleHeight: z.optional(z.number().check(z.int(), z.gte(1))),
  thumbnails: z.array(ThumbnailSchema),
  /** A tiny placeholder (ThumbHash, base64) shown while the thumbnail loads. */
  placeholder: z.optional(z.string()),
  /** Set on photos of shared albums: the customer who owns the photo. */
  ownerId: z.optional(z.string()),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** The sort keys of albums and shared albums (the spec: created or dateTaken). */
export const SORT_KEYS = ['created', 'dateTaken'] as const;
export const SortKeySchema = z.enum(SORT_KEYS);
export type SortKey = z.infer<typeof SortKeySchema>;
/**
 * The photo library's sort keys: the spec's choices also name "uploaded" (decision 0284):
 * `created` is when the photo was first made in the account (an imported photo keeps its
 * order's date), `uploaded` when its upload into the library ended.
 */
export const PHOTO_SORT_KEYS = ['created', 'dateTaken', 'uploaded'] as const;
export const PhotoSortKeySchema = z.enum(PHOTO_SORT_KEYS);
export type PhotoSortKey = z.infer<typeof PhotoSortKeySchema>;
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const TIMELINE_PAGE_SIZE = 24;
export const PHOTOS_PAGE_SIZE = 500;

/** A month with no known date ("Unknown Date") is January 1970. */
export const UNKNOWN_DATE_YEAR = 1970;
export const UNKNOWN_DATE_MONTH = 1;

export const PageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(PHOTOS_PAGE_SIZE))),
  sortKey: z.optional(PhotoSortKeySchema),
  sortOrder: z.optional(SortOrderSchema),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const TimelineMonthParamsSchema = z.object({
  year: z.coerce.number().check(z.int(), z.gte(1970), z.lte(9999)),
  month: z.coerce.number().check(z.int(), z.gte(1), z.lte(12)),
});

/** One page of photos; `cursor` is null on the last page. */
export const PhotoPageSchema = z.object({
  cursor: z.nullable(z.string()),
  images: z.array(PhotoSchema),
});
export type PhotoPage = z.infer<typeof PhotoPageSchema>;

export const TimelineMonthCountSchema = z.object({
  year: z.number().check(z.int(), z.gte(1970)),
  month: z.number().check(z.int(), z.gte(1), z.lte(12)),
  count: z.number().check(z.int(), z.gte(0)),
});
export type TimelineMonthCount = z.infer<typeof TimelineMonthCountSchema>;

/** `GET /users/timeline`: how many photos each month holds, newest month first. */
export const TimelineCountsSchema = z.object({
  timeline: z.array(TimelineMonthCountSchema),
});
export type TimelineCounts = z.infer<typeof TimelineCountsSchema>;

/** `GET /users` (photo management): the counts shown on the tabs. */
export const PhotoUserSummarySchema = z.object({
  photosCount: z.number().check(z.int(), z.gte(0)),
  albumsCount: z.number().check(z.int(), z.gte(0)),
});
export type PhotoUserSummary = z.infer<typeof PhotoUserSummarySchema>;

export const DeletePhotosBodySchema = z.object({
  photoIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1), z.maxLength(500)),
});
/** The ids that could not be deleted; empty when all went. */
export const DeletePhotosResultSchema = z.object({ failedIds: z.array(z.string()) });
export type DeletePhotosResult = z.infer<typeof DeletePhotosResultSchema>;

export const ACCEPTED_UPLOAD_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;

/** `getaccountinformation` (photo-deletion service). */
export const AccountInformationSchema = z.object({
  lastOrderDate: z.nullable(z.iso.datetime({ offset: true })),
  projectCount: z.number().check(z.int(), z.gte(0)),
  projectedDeletionDate: z.iso.datetime({ offset: true }),
  registrationDate: z.iso.datetime({ offset: true }),
});
export type AccountInformation = z.infer<typeof AccountInformationSchema>;

export const STORAGE_PERIOD_MONTHS = 18;

/**
 * Upload: `POST /photos` (photo management) as `multipart/form-data` with exactly one file part
 * (field name `file`), one photo per request so the app can show progress and retry per file.
 * 201 with the new Photo; 200 with the existing Photo when the same file was uploaded before.
 */
export const PHOTO_UPLOAD_FIELD = 'file';
/** Longest file name an upload may carry: what file systems keep (255 characters). */
export const MAX_UPLOAD_FILE_NAME_LENGTH = 255;
/** The server's default upload limit (its setting MAX_UPLOAD_BYTES may differ). */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export const UploadPhotoQuerySchema = z.object({
  /** The client's id for this upload (e.g. to match retries); the server makes one when absent. */
  uploadId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type UploadPhotoQuery = z.infer<typeof UploadPhotoQuerySchema>;

/** The `code` of refused uploads (in the error shape), so the app can say why per file. */
export const UPLOAD_ERROR_CODES = {
  /** 400: the request held no file part. */
  noFile: 'NO_FILE',
  /** 400: the multipart body could not be read (no boundary, not multipart, cut off). */
  malformed: 'MALFORMED_UPLOAD',
  /** 400: a part other than the one file part named `file` (a text field, another name). */
  unexpectedPart: 'UNEXPECTED_PART',
  /** 400: the file name is longer than any file system keeps (MAX_UPLOAD_FILE_NAME_LENGTH). */
  fileNameTooLong: 'FILE_NAME_TOO_LONG',
  /** 413: more than the one part an upload holds (more fields, a second file). */
  tooManyParts: 'TOO_MANY_PARTS',
  /** 413: more bytes around the file (part headers, boundaries) than an upload needs. */
  overheadTooLarge: 'UPLOAD_OVERHEAD_TOO_LARGE',
  /** 400: the file had no bytes. */
  empty: 'EMPTY_PHOTO',
  /** 413: larger than the upload limit. */
  tooLarge: 'PHOTO_TOO_LARGE',
  /** 415: not a JPEG, PNG or HEIC by its content. */
  unsupportedType: 'UNSUPPORTED_PHOTO_TYPE',
  /** 422: truncated or corrupt: it cannot be decoded. */
  corrupt: 'CORRUPT_PHOTO',
  /** 422: more pixels than the server decodes (a "pixel bomb"). */
  tooManyPixels: 'PHOTO_DIMENSIONS_TOO_LARGE',
  /** 409: "delete all" ran while this file was uploading; it was not kept. */
  libraryDeleted: 'LIBRARY_DELETED_DURING_UPLOAD',
} as const;

export const PhotoIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * Resumable uploads (the tus protocol, decision 0268) live at this path of photo-management:
 * POST creates one, HEAD/PATCH/DELETE on `/{id}` ask its offset, send bytes, end it. The last
 * PATCH answers 200 with the photo (as `POST /photos` does) or the error of a refused file.
 */
export const RESUMABLE_UPLOADS_PATH = '/resumable-uploads';
export const ResumableUploadIdParamsSchema = z.object({ id: z.uuid() });
/** tus metadata keys the app sends: the file's name and our id of the upload. */
export const RESUMABLE_UPLOAD_METADATA = { fileName: 'filename', uploadId: 'uploadId' } as const;

/** Image variants served at `GET /images/{id}/{variant}` through signed URLs. */
export const IMAGE_VARIANTS = ['original', ...THUMBNAIL_SIZES] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** `DELETE /photos/all`: how many photos were deleted (their files follow in the background). */
export const DeleteAllPhotosResultSchema = z.object({
  deletedCount: z.number().check(z.int(), z.gte(0)),
});
export type DeleteAllPhotosResult = z.infer<typeof DeleteAllPhotosResultSchema>;
