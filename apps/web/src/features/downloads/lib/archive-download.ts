import {
  DOWNLOAD_PUSH_KEYS,
  DownloadPushMessageSchema,
  type DownloadPushMessage,
} from '@my-account/contract/downloads';

/** The spec: the started toast stays 5 s, finished and error toasts 10 s. */
export const STARTED_TOAST_MS = 5_000;
export const SETTLED_TOAST_MS = 10_000;

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
 * One archive download: listen to push first (so the started message cannot be missed), ask
 * for the archive under a client-made id, then follow its push messages. On finished the signed
 * URL is fetched and the browser saves `{downloadId}.zip` by itself. Resolves true once the
 * archive was asked for (the selection may end), false when that failed.
 */
export async function startArchiveDownload(deps: ArchiveDownloadDeps): Promise<boolean> {
  const downloadId = deps.newId();
  deps.toasts.preparing(downloadId);
  let settled = false;
  const settle = () => {
    settled = true;
    unsubscribe();
    deps.onSettled?.();
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
        settle();
        deps.toasts.failed(downloadId);
        return;
      case DOWNLOAD_PUSH_KEYS.finished:
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
        return;
    }
  });
  await deps.push.ready();
  try {
    await deps.create(downloadId);
    return true;
  } catch {
    settle();
    deps.toasts.requestFailed(downloadId);
    return false;
  }
}
