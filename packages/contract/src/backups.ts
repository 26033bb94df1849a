import { z } from 'zod/mini';
import { SignedUrlSchema } from './downloads.ts';

/**
 * Export ("backups", photo-management service): the whole library written as zip chunks by a
 * job; the customer is e-mailed a link to `/my-photos/exports/{backupId}`.
 */

export const BACKUP_STATUSES = ['REQUESTED', 'IN_PROGRESS', 'FAILED', 'READY'] as const;
export const BackupStatusSchema = z.enum(BACKUP_STATUSES);
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

/** Links (and the chunks behind them) are valid this long; then the backup answers 404. */
export const EXPORT_LINK_VALID_DAYS = 7;
/** What the customer is promised: the export is processed within this many hours. */
export const EXPORT_PROCESSING_HOURS = 48;

export const BackupIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const BackupChunkParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  chunk: z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)),
});

/** `POST /backups` (no body), 202. */
export const CreatedBackupSchema = z.object({
  id: z.string(),
  status: z.literal('REQUESTED'),
});
export type CreatedBackup = z.infer<typeof CreatedBackupSchema>;

export const BackupChunkSchema = z.object({
  iteration: z.number().check(z.int(), z.gte(1)),
  /** Bytes. */
  size: z.number().check(z.int(), z.gte(1)),
});
export type BackupChunk = z.infer<typeof BackupChunkSchema>;

/** `GET /backups/{id}`; 404 for an unknown, someone else's or expired backup. */
export const BackupSchema = z.discriminatedUnion('status', [
  z.object({ id: z.string(), status: z.literal('REQUESTED') }),
  z.object({ id: z.string(), status: z.literal('IN_PROGRESS') }),
  z.object({ id: z.string(), status: z.literal('FAILED') }),
  z.object({
    id: z.string(),
    status: z.literal('READY'),
    chunks: z.array(BackupChunkSchema).check(z.minLength(1)),
    created: z.iso.datetime({ offset: true }),
    updated: z.iso.datetime({ offset: true }),
  }),
]);
export type Backup = z.infer<typeof BackupSchema>;

/** `GET /backups/{id}/chunks/{chunk}/url`. */
export const BackupChunkUrlSchema = SignedUrlSchema;

/** The app's export page path for a backup (the e-mail links to it on the customer's brand). */
export function exportPagePath(backupId: string): string {
  return `/my-photos/exports/${encodeURIComponent(backupId)}`;
}
