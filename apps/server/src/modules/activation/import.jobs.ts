import { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { JobContext } from '../../platform/jobs/job-queue.ts';
import {
  findPhotoByHash,
  receiveToTempFile,
  tooLarge,
  uploadPhoto,
} from '../photo-management/photo-management.public.ts';
import {
  listUploadsOfAccount,
  openAccountUpload,
  type AccountUpload,
} from '../uploads/uploads.public.ts';
import type { ActivationDeps } from './activation.deps.ts';
import { endImport, findActivation, recordImportProgress } from './activation.repository.ts';
import { publishImportMessage, type ImportProgress } from './import-messages.ts';

export const IMPORT_QUEUE = 'activation-import';
/** Attempts before the import is given up (status back to NOT_ACTIVE, import-error sent). */
export const IMPORT_MAX_ATTEMPTS = 8;
export const ImportJobPayloadSchema = z.object({
  accountId: z.string().min(1),
  importId: z.string().min(1),
});
export type ImportJobPayload = z.infer<typeof ImportJobPayloadSchema>;

/** Two files at a time: libvips already uses the cores, and uploads run beside the import. */
const PARALLEL = 2;
/**
 * Progress goes out as further import-started messages with the counts so far (the contract has
 * no progress type; the app keeps the newest message), at most this often.
 */
export const PROGRESS_INTERVAL_MS = 1000;
/** The Photo the pipeline returns is not shown to anyone; its URLs only need a valid base. */
const UNUSED_BASE = { imagesUrl: 'http://localhost/api/photo-management/images' };

/** Thrown between files when the server is stopping: the attempt ends and resumes later. */
export class ImportInterruptedError extends Error {
  constructor() {
    super('The server stopped during the import; it resumes on the next start');
    this.name = 'ImportInterruptedError';
  }
}

export interface ImportControl {
  /** Read between files: true ends the attempt (the server is stopping). */
  readonly stopping: boolean;
  /** Default PROGRESS_INTERVAL_MS. */
  progressIntervalMs?: number;
}

export interface ImportRunner {
  /** Ends running imports between two files and waits for them (before the pipeline closes). */
  stop(): Promise<void>;
}

/** Registers the import job; call before the job queue starts. */
export function registerImportJobs(deps: ActivationDeps): ImportRunner {
  const running = new Set<Promise<void>>();
  const control = { stopping: false };
  deps.jobs.register(IMPORT_QUEUE, async (payload, job) => {
    const run = runImport(deps, ImportJobPayloadSchema.parse(payload), job, control);
    const tracked = run.catch(() => undefined);
    running.add(tracked);
    try {
      await run;
    } finally {
      running.delete(tracked);
    }
  });
  return {
    async stop() {
      control.stopping = true;
      await Promise.all(running);
    },
  };
}

/**
 * Imports every past upload of the customer into the photo library through the upload pipeline
 * (thumbnails, EXIF date, duplicates by content), then marks the library ACTIVE. Safe to run
 * again at any point: files whose content is in the library already are skipped, so an attempt
 * cut short (restart, crash) resumes where it was, and nothing is ever imported twice.
 */
export async function runImport(
  deps: ActivationDeps,
  { accountId, importId }: ImportJobPayload,
  job: Pick<JobContext, 'attempt' | 'maxAttempts'>,
  control: ImportControl,
): Promise<void> {
  const row = await findActivation(deps.db, accountId);
  if (row?.status !== 'IMPORTING' || row.import_id !== importId) {
    return; // an import that already ended, or was replaced: nothing to do
  }
  const uploads = distinctByContent(await listUploadsOfAccount(deps.db, accountId));
  const pending: AccountUpload[] = [];
  for (const upload of uploads) {
    if (!(await findPhotoByHash(deps.db, accountId, upload.contentHash))) {
      pending.push(upload);
    }
  }
  const progress: ImportProgress = {
    imported: uploads.length - pending.length,
    total: uploads.length,
  };
  await recordImportProgress(deps.db, accountId, importId, progress, new Date().toISOString());
  await publishImportMessage(deps, accountId, 'import-started', progress);
  let lastSent = Date.now();

  try {
    for (let start = 0; start < pending.length; start += PARALLEL) {
      if (control.stopping) {
        throw new ImportInterruptedError();
      }
      const batch = pending.slice(start, start + PARALLEL);
      const results = await Promise.allSettled(
        batch.map((upload) => importOne(deps, accountId, upload)),
      );
      for (const result of results) {
        if (result.status === 'rejected') {
          throw result.reason;
        }
        progress.imported += result.value ? 1 : 0;
      }
      await recordImportProgress(deps.db, accountId, importId, progress, new Date().toISOString());
      const more = start + PARALLEL < pending.length;
      if (more && Date.now() - lastSent >= (control.progressIntervalMs ?? PROGRESS_INTERVAL_MS)) {
        lastSent = Date.now();
        await publishImportMessage(deps, accountId, 'import-started', progress);
      }
    }
  } catch (error) {
    const lastAttempt = job.attempt >= job.maxAttempts;
    if (lastAttempt && !(error instanceof ImportInterruptedError)) {
      const message = error instanceof Error ? error.message : String(error);
      const now = new Date().toISOString();
      if (
        await endImport(deps.db, accountId, importId, { status: 'NOT_ACTIVE', error: message }, now)
      ) {
        await publishImportMessage(deps, accountId, 'import-error', progress);
      }
    }
    throw error;
  }

  const now = new Date().toISOString();
  if (await endImport(deps.db, accountId, importId, { status: 'ACTIVE', ...progress }, now)) {
    await publishImportMessage(deps, accountId, 'import-finished', progress);
  }
}

/** One file per content: two orders of the same photo make one photo in the library. */
function distinctByContent(uploads: readonly AccountUpload[]): AccountUpload[] {
  const seen = new Set<string>();
  return uploads.filter((upload) => {
    if (seen.has(upload.contentHash)) {
      return false;
    }
    seen.add(upload.contentHash);
    return true;
  });
}

/**
 * Imports one file; false when the library refuses it for good (not a photo, damaged, too big,
 * gone meanwhile): the others still come, and the customer can upload that one by hand.
 * Anything else (storage or database down) throws, and the attempt is retried.
 */
async function importOne(
  deps: ActivationDeps,
  accountId: string,
  upload: AccountUpload,
): Promise<boolean> {
  const user: AuthUser = {
    sub: accountId,
    email: undefined,
    idpType: 'import',
    idpSub: accountId,
    isB2b: false,
  };
  const maxBytes = deps.photos.settings.MAX_UPLOAD_BYTES;
  try {
    if (upload.size > maxBytes) {
      throw tooLarge(maxBytes);
    }
    await uploadPhoto(deps.photos, user, {
      receive: async () =>
        receiveToTempFile(
          await openAccountUpload(deps.db, deps.blobs, accountId, upload.id),
          upload.fileName,
          maxBytes,
          deps.photos.blobs.stagingDir,
        ),
      uploadId: upload.id,
      base: UNUSED_BASE,
      uploadedAt: upload.created,
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      deps.logger.warn(
        { uploadId: upload.id, code: error.code },
        'a past upload could not be imported; skipped',
      );
      return false;
    }
    throw error;
  }
}
