import {
  DOWNLOAD_PUSH_KEYS,
  DownloadPushMessageSchema,
  type DownloadPushMessage,
  type DownloadStatus,
} from '@my-account/contract/downloads';

/** The spec: the started toast stays 5 s, finished and error toasts 10 s. */
export const STARTED_TOAST_MS = 5_000;
export const SETTLED_TOAST_MS = 10_000;

/**
 * The safety net behind push (decision 0096): a lost push message must not leave the archive
 * 'Preparing...' forever, so its status is checked 10 s after the request, then 10 s later
 * each time (20 s, 30 s ... ) up to one check a minute, and no more after 30 minutes.
 */
export const STATUS_CHECK_FIRST_MS = 10_000;
export const STATUS_CHECK_STEP_MS = 10_000;
export const STATUS_CHECK_MAX_MS = 60_000;
export const STATUS_CHECK_LIMIT_MS = 30 * 60_000;

/** The wait before the next status check, after one that waited `previousMs`. */
export function nextStatusCheckDelay(previousMs: number): number {
  return Math.min(previousMs + STATUS_CHECK_STEP_MS, STATUS_CHECK_MAX_MS);
}

export interface ArchiveToasts {
  /** 'Preparing download...' while the archive is asked for. */
  preparing(downloadId: string): void;
  started(downloadId: string): void;
  finished(downloadId: string): void;
  /** The job failed ('Download failed'). */
  failed(downloadId: string): void;
  /** A call failed ('Error: Your photos could not be downloaded'). */
  requestFailed(downloadId: string): void;
}

export interface ArchiveDownloadDeps {
  push: {
    subscribe(listener: (message: unknown) => void): () => void;
    ready(): Promise<boolean>;
  };
  newId(): string;
  /** Posts the archive request (POST /downloads or /shared-album-downloads) under this id. */
  create(downloadId: string): Promise<unknown>;
  signedUrl(downloadId: string): Promise<string>;
  /** The archive's status as the API lists it (undefined while it is not listed yet). */
  status(downloadId: string): Promise<DownloadStatus | undefined>;
  save(url: string, fileName: string): void;
  toasts: ArchiveToasts;
  /** The job settled (finished or failed): lists of archives may refresh. */
  onSettled?: () => void;
}

/** The message for this archive, or undefined (another archive's, or not a download message). */
export function downloadMessageFor(
  message: unknown,
  downloadId: string,
): DownloadPushMessage | undefined {
  const parsed = DownloadPushMessageSchema.safeParse(message);
  return parsed.success && parsed.data.message.downloadId === downloadId ? parsed.data : undefined;
}

/**
 * Checks the archive's status on the schedule above until `stopped()` or the time limit; a
 * check that fails is only skipped (the next one may get through). Returns a cancel function.
 */
function watchStatus(
  check: () => Promise<DownloadStatus | undefined>,
  onStatus: (status: DownloadStatus | undefined) => void,
  stopped: () => boolean,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Counted from the waits, not the clock, so the limit holds the same under fake timers.
  let elapsedMs = 0;
  const schedule = (delayMs: number) => {
    if (stopped() || elapsedMs + delayMs > STATUS_CHECK_LIMIT_MS) {
      return;
    }
    elapsedMs += delayMs;
    timer = setTimeout(() => {
      timer = undefined;
      // The next check waits for this one, so slow answers never pile up.
      check()
        .then(onStatus, () => undefined)
        .finally(() => {
          schedule(nextStatusCheckDelay(delayMs));
        });
    }, delayMs);
  };
  schedule(STATUS_CHECK_FIRST_MS);
  return () => {
    clearTimeout(timer);
    timer = undefined;
  };
}

/**
 * One archive download: listen to push first (so the started message cannot be missed), ask
 * for the archive under a client-made id, then follow its push messages. On finished the signed
 * URL is fetched and the browser saves `{downloadId}.zip` by itself. Push messages can be lost
 * (a socket that drops and reconnects does not replay them), so the status is also checked
 * through the API until the archive settles; whichever says so first wins. Resolves true once
 * the archive was asked for (the selection may end), false when that failed.
 */
export async function startArchiveDownload(deps: ArchiveDownloadDeps): Promise<boolean> {
  const downloadId = deps.newId();
  deps.toasts.preparing(downloadId);
  let settled = false;
  let stopChecks: (() => void) | undefined;
  const settle = () => {
    settled = true;
    unsubscribe();
    stopChecks?.();
    deps.onSettled?.();
  };
  const fail = () => {
    settle();
    deps.toasts.failed(downloadId);
  };
  const finish = () => {
    settle();
    deps.toasts.finished(downloadId);
    void deps.signedUrl(downloadId).then(
      (url) => {
        deps.save(url, `${downloadId}.zip`);
      },
      () => {
        deps.toasts.requestFailed(downloadId);
      },
    );
  };
  const unsubscribe = deps.push.subscribe((raw) => {
    const message = downloadMessageFor(raw, downloadId);
    if (!message || settled) {
      return;
    }
    switch (message.key) {
      case DOWNLOAD_PUSH_KEYS.started:
        deps.toasts.started(downloadId);
        return;
      case DOWNLOAD_PUSH_KEYS.error:
        fail();
        return;
      case DOWNLOAD_PUSH_KEYS.finished:
        finish();
        return;
    }
  });
  const onStatus = (status: DownloadStatus | undefined) => {
    // A check answered after push settled the archive changes nothing.
    if (settled) {
      return;
    }
    if (status === 'READY') {
      finish();
    } else if (status === 'FAILED' || status === 'EXPIRED') {
      fail();
    }
  };
  await deps.push.ready();
  try {
    await deps.create(downloadId);
  } catch {
    settle();
    deps.toasts.requestFailed(downloadId);
    return false;
  }
  // Push may already have settled it while the request was answered.
  if (!settled) {
    stopChecks = watchStatus(
      () => deps.status(downloadId),
      onStatus,
      () => settled,
    );
  }
  return true;
}
