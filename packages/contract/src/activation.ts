import { z } from 'zod/mini';

/**
 * Activation (photo-management `/users/activate`): a customer whose library is not yet active
 * activates it, which imports the photos of their past orders and projects (the uploads
 * service) as a job that reports progress through push import messages.
 */

export const ACTIVATION_STATUSES = ['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'] as const;
export const ActivationStatusSchema = z.enum(ACTIVATION_STATUSES);
export type ActivationStatus = z.infer<typeof ActivationStatusSchema>;

/** `GET /users/activate` and `POST /users/activate` (202 once the import is queued). */
export const ActivationResponseSchema = z.object({ status: ActivationStatusSchema });
export type ActivationResponse = z.infer<typeof ActivationResponseSchema>;

export const IMPORT_MESSAGE_TYPES = ['import-started', 'import-error', 'import-finished'] as const;
export const ImportMessageTypeSchema = z.enum(IMPORT_MESSAGE_TYPES);
export type ImportMessageType = z.infer<typeof ImportMessageTypeSchema>;

export const ImportMessagePayloadSchema = z.object({
  /** Photos imported so far / to import in total. */
  imported: z.number().check(z.int(), z.gte(0)),
  total: z.number().check(z.int(), z.gte(0)),
});

export const ImportMessageSchema = z.object({
  id: z.string(),
  type: ImportMessageTypeSchema,
  data: z.object({
    payload: ImportMessagePayloadSchema,
    timestamp: z.iso.datetime({ offset: true }),
  }),
});
export type ImportMessage = z.infer<typeof ImportMessageSchema>;

/** After import-finished the app waits this long, refreshes the status and ends activation. */
export const ACTIVATION_FINISH_DELAY_MS = 10_000;

/**
 * Uploads service (`/api/uploads`): the files of past orders and projects.
 * `GET /uploads/{id}?accountId=` (404 = none), fallback `POST /getanonymousuploads` with [id].
 */
export const StoredUploadSchema = z.object({
  id: z.string(),
  accountId: z.nullable(z.string()),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().check(z.int(), z.gte(0)),
  created: z.iso.datetime({ offset: true }),
});
export type StoredUpload = z.infer<typeof StoredUploadSchema>;

export const UploadIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const UploadAccountQuerySchema = z.object({
  accountId: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const AnonymousUploadsBodySchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(100)))
  .check(z.minLength(1), z.maxLength(500));
export const AnonymousUploadsSchema = z.array(StoredUploadSchema);
