import type { Backup } from '@my-account/contract/backups';
import { isHttpError } from '@/lib/http-error';

/** The spec's export-creation states. */
export type ExportCreationState = 'uninitialized' | 'requesting' | 'success' | 'failure';

/** The creation state from the request's status (TanStack Query's mutation status). */
export function exportCreationState(
  status: 'idle' | 'pending' | 'success' | 'error',
): ExportCreationState {
  switch (status) {
    case 'idle':
      return 'uninitialized';
    case 'pending':
      return 'requesting';
    case 'success':
      return 'success';
    case 'error':
      return 'failure';
  }
}

/** What the export page shows for the lookup of its backup. */
export type ExportPageView =
  | { kind: 'loading' }
  | { kind: 'expired' }
  | { kind: 'error' }
  | { kind: 'failed' }
  | { kind: 'processing' }
  | { kind: 'ready'; backup: Extract<Backup, { status: 'READY' }> };

/**
 * A 404 is an unknown or expired link; REQUESTED and IN_PROGRESS are not ready yet (the page
 * sends the customer to the photos page); other failures are errors worth a retry.
 */
export function exportPageView(lookup: {
  data: Backup | undefined;
  error: unknown;
}): ExportPageView {
  if (lookup.error) {
    return isHttpError(lookup.error, 404) ? { kind: 'expired' } : { kind: 'error' };
  }
  const backup = lookup.data;
  if (!backup) {
    return { kind: 'loading' };
  }
  switch (backup.status) {
    case 'REQUESTED':
    case 'IN_PROGRESS':
      return { kind: 'processing' };
    case 'FAILED':
      return { kind: 'failed' };
    case 'READY':
      return { kind: 'ready', backup };
  }
}
