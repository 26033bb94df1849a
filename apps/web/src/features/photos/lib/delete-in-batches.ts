import type { DeletePhotosResult } from '@my-account/contract/photos';

/** Most ids one `DELETE /photos` call may carry (the contract's limit). */
export const DELETE_BATCH_SIZE = 500;
/** Retries of one batch after its first attempt (the spec's other constant of 3). */
export const DELETE_MAX_RETRIES = 3;

export const FAILED_TO_DELETE = 'Failed to delete photo!';
export const RETRIES_EXCEEDED = 'Exceeded maximum amount of retries!';

/**
 * Thrown when some photos could not be deleted; the others are gone. The message is
 * 'Exceeded maximum amount of retries!' when a batch ran out of retries, otherwise 'Failed to
 * delete photo!' (the server named ids it could not delete).
 */
export class BulkDeleteError extends Error {
  readonly failedIds: readonly string[];
  readonly deletedIds: readonly string[];
  constructor(
    message: string,
    failedIds: readonly string[],
    deletedIds: readonly string[],
    cause: unknown,
  ) {
    super(message, { cause });
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

interface BatchOutcome {
  failedIds: string[];
  /** The retries ran out while the outcome of the ids in `failedIds` was still unknown. */
  retriesExceeded: boolean;
  /** What the last attempt threw when the retries ran out. */
  lastError?: unknown;
}

/**
 * One batch. Only an attempt that threw (a non-2xx answer throws too) has an unknown outcome:
 * the server may have committed the deletion before the answer got lost, so it is retried, up
 * to `maxRetries` times. An answer is final: the ids it lists as failed are not the customer's
 * or not there, and the server deletes owned ids all at once, so sending them again cannot help.
 * After a lost attempt, though, the ids an answer lists as failed were most likely deleted by
 * that attempt; either way they are gone from the server, so they count as deleted.
 */
async function deleteBatch(
  batch: string[],
  transport: DeleteTransport,
  maxRetries: number,
): Promise<BatchOutcome> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= maxRetries; attempt += 1) {
    let answer: DeletePhotosResult;
    try {
      answer = await transport(batch);
    } catch (error) {
      lastError = error;
      continue;
    }
    const afterLostAttempt = attempt > 0;
    const reported = new Set(answer.failedIds);
    return {
      failedIds: afterLostAttempt ? [] : batch.filter((id) => reported.has(id)),
      retriesExceeded: false,
    };
  }
  return { failedIds: batch, retriesExceeded: true, lastError };
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
  let retriesExceeded = false;
  let lastError: unknown;
  for (const batch of chunk(photoIds, batchSize)) {
    const result = await deleteBatch(batch, transport, maxRetries);
    failed.push(...result.failedIds);
    if (result.retriesExceeded) {
      retriesExceeded = true;
      lastError = result.lastError;
    }
  }
  const failedSet = new Set(failed);
  const deleted = photoIds.filter((id) => !failedSet.has(id));
  if (failed.length > 0) {
    const message = retriesExceeded ? RETRIES_EXCEEDED : FAILED_TO_DELETE;
    throw new BulkDeleteError(message, failed, deleted, lastError);
  }
  return deleted;
}
