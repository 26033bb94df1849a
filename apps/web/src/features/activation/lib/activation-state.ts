import type { ActivationStatus, ImportMessage } from '@my-account/contract/activation';

/** The newer of two import messages by their timestamp (the spec keeps only the newest). */
export function newestImportMessage(
  current: ImportMessage | undefined,
  next: ImportMessage,
): ImportMessage {
  if (!current) {
    return next;
  }
  return Date.parse(next.data.timestamp) >= Date.parse(current.data.timestamp) ? next : current;
}

/**
 * The status is polled while it is IMPORTING, except in the wait after import-finished (the
 * status is refreshed once at its end instead).
 */
export function isPolling(status: ActivationStatus | undefined, finishing: boolean): boolean {
  return status === 'IMPORTING' && !finishing;
}

/** An activation that ends in ACTIVE makes the cached library data stale. */
export function becameActive(
  previous: ActivationStatus | undefined,
  next: ActivationStatus | undefined,
): boolean {
  return previous !== undefined && previous !== 'ACTIVE' && next === 'ACTIVE';
}

/** Progress of the import as the newest message tells it, as a whole percentage. */
export function importProgress(message: ImportMessage | undefined): {
  imported: number;
  total: number;
  percent: number;
} {
  if (!message) {
    return { imported: 0, total: 0, percent: 0 };
  }
  const { imported, total } = message.data.payload;
  if (message.type === 'import-finished') {
    return { imported, total, percent: 100 };
  }
  const percent = total === 0 ? 0 : Math.min(100, Math.floor((imported / total) * 100));
  return { imported, total, percent };
}
