import type { DeletePhotosResult } from '@my-account/contract/photos';

/** Most ids one `DELETE /photos` call may carry (the contract's limit). */
export const DELETE_BATCH_SIZE = 500;
/** Retries of one batch after its first attempt (the spec's other constant of 3). */
export const DELETE_MAX_RETRIES = 3;

export const FAILED_TO_DELETE = 'Failed to delete photo!';
export const RETRIES_EXCEEDED = 'Exceeded maximum amount of retries!';

/** Thrown when some photos could not be deleted; the others are gone. */
export class BulkDeleteError extends Error {
  readonly failedIds: readonly string[];
  readonly deletedIds: readonly string[];
  constructor(failedIds: readonly string[], deletedIds: readonly string[], cause: unknown) {
    super(RETRIES_EXCEEDED, { cause });
    this.name = 'BulkDeleteError';
    this.failedIds = failedIds;
    this.deletedIds = deletedIds;
  }
}

export type DeleteTransport = (photoIds: string[]) => Promise<DeletePhotosResult>;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    chunks.push(items.slice(index, index + size));
  }
  return chunks;
}

/**
 * One batch: a failed call, or a result that names failed ids ('Failed to delete photo!'), is
 * retried with the ids still there, up to `maxRetries` times; then it throws
 * 'Exceeded maximum amount of retries!' with the ids that remain.
 */
async function deleteBatch(
  batch: string[],
  transport: DeleteTransport,
  maxRetries: number,
): Promise<{ failedIds: string[]; lastError: unknown }> {
  let remaining = batch;
  let lastError: unknown;
  for (let attempt = 0; attempt <= maxRetries; attempt += 1) {
    try {
      const { failedIds } = await transport(remaining);
      if (failedIds.length === 0) {
        return { failedIds: [], lastError: undefined };
      }
      const stillThere = new Set(failedIds);
      remaining = remaining.filter((id) => stillThere.has(id));
      lastError = new Error(FAILED_TO_DELETE);
      if (remaining.length === 0) {
        return { failedIds: [], lastError: undefined };
      }
    } catch (error) {
      lastError = error;
    }
  }
  return { failedIds: remaining, lastError };
}

/**
 * Deletes photos in batches of at most 500, one batch after the other. Resolves with the
 * deleted ids, or throws a BulkDeleteError listing the ids that could not be deleted.
 */
export async function deleteInBatches(
  photoIds: readonly string[],
  transport: DeleteTransport,
  { batchSize = DELETE_BATCH_SIZE, maxRetries = DELETE_MAX_RETRIES } = {},
): Promise<string[]> {
  const failed: string[] = [];
  let lastError: unknown;
  for (const batch of chunk(photoIds, batchSize)) {
    const result = await deleteBatch(batch, transport, maxRetries);
    failed.push(...result.failedIds);
    lastError = result.lastError ?? lastError;
  }
  const failedSet = new Set(failed);
  const deleted = photoIds.filter((id) => !failedSet.has(id));
  if (failed.length > 0) {
    throw new BulkDeleteError(failed, deleted, lastError);
  }
  return deleted;
}
