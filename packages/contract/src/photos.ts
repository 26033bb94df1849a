import { z } from 'zod';

/** Thumbnail sizes the server makes for every photo (longest side, in pixels). */
export const THUMBNAIL_SIZES = ['300', '800', '1300'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

export const ThumbnailSchema = z.object({
  id: z.enum(THUMBNAIL_SIZES),
  url: z.url(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type Thumbnail = z.infer<typeof ThumbnailSchema>;

export const PhotoSchema = z.object({
  imageId: z.string().min(1),
  localFileName: z.string(),
  uploadId: z.string(),
  /** The largest display version (the 1300 thumbnail). */
  url: z.url(),
  /** The original file as uploaded. */
  untouchedUrl: z.url(),
  /** When the photo was taken (EXIF, with its time zone); absent when unknown. */
  dateTaken: z.iso.datetime({ offset: true }).nullish(),
  /** When the upload finished. */
  uploadEnd: z.iso.datetime({ offset: true }).optional(),
  /** When the photo entered the library (the "created" sort). */
  created: z.iso.datetime({ offset: true }),
  visibleWidth: z.number().int().min(1).optional(),
  visibleHeight: z.number().int().min(1).optional(),
  thumbnails: z.array(ThumbnailSchema),
  /** A tiny placeholder (ThumbHash, base64) shown while the thumbnail loads. */
  placeholder: z.string().optional(),
  /** Set on photos of shared albums: the customer who owns the photo. */
  ownerId: z.string().optional(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const SORT_KEYS = ['created', 'dateTaken'] as const;
export const SortKeySchema = z.enum(SORT_KEYS);
export type SortKey = z.infer<typeof SortKeySchema>;
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const TIMELINE_PAGE_SIZE = 24;
export const PHOTOS_PAGE_SIZE = 500;

/** A month with no known date ("Unknown Date") is January 1970. */
export const UNKNOWN_DATE_YEAR = 1970;
export const UNKNOWN_DATE_MONTH = 1;

export const PageQuerySchema = z.object({
  cursor: z.string().min(1).max(512).optional(),
  limit: z.coerce.number().int().min(1).max(PHOTOS_PAGE_SIZE).optional(),
  sortKey: SortKeySchema.optional(),
  sortOrder: SortOrderSchema.optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const TimelineMonthParamsSchema = z.object({
  year: z.coerce.number().int().min(1970).max(9999),
  month: z.coerce.number().int().min(1).max(12),
});

/** One page of photos; `cursor` is null on the last page. */
export const PhotoPageSchema = z.object({
  cursor: z.string().nullable(),
  images: z.array(PhotoSchema),
});
export type PhotoPage = z.infer<typeof PhotoPageSchema>;

export const TimelineMonthCountSchema = z.object({
  year: z.number().int().min(1970),
  month: z.number().int().min(1).max(12),
  count: z.number().int().min(0),
});
export type TimelineMonthCount = z.infer<typeof TimelineMonthCountSchema>;

/** `GET /users/timeline`: how many photos each month holds, newest month first. */
export const TimelineCountsSchema = z.object({
  timeline: z.array(TimelineMonthCountSchema),
});
export type TimelineCounts = z.infer<typeof TimelineCountsSchema>;

/** `GET /users` (photo management): the counts shown on the tabs. */
export const PhotoUserSummarySchema = z.object({
  photosCount: z.number().int().min(0),
  albumsCount: z.number().int().min(0),
});
export type PhotoUserSummary = z.infer<typeof PhotoUserSummarySchema>;

export const DeletePhotosBodySchema = z.object({
  photoIds: z.array(z.string().min(1).max(100)).min(1).max(500),
});
/** The ids that could not be deleted; empty when all went. */
export const DeletePhotosResultSchema = z.object({ failedIds: z.array(z.string()) });
export type DeletePhotosResult = z.infer<typeof DeletePhotosResultSchema>;

export const ACCEPTED_UPLOAD_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;

/** `getaccountinformation` (photo-deletion service). */
export const AccountInformationSchema = z.object({
  lastOrderDate: z.iso.datetime({ offset: true }).nullable(),
  projectCount: z.number().int().min(0),
  projectedDeletionDate: z.iso.datetime({ offset: true }),
  registrationDate: z.iso.datetime({ offset: true }),
});
export type AccountInformation = z.infer<typeof AccountInformationSchema>;

export const STORAGE_PERIOD_MONTHS = 18;
