import type { DownloadItem } from '@my-account/contract/downloads';

/** A READY archive whose signed URL may still be asked for (before its expiry). */
export function isDownloadable(item: DownloadItem, nowMs: number): boolean {
  if (item.status !== 'READY') {
    return false;
  }
  return item.expiresAt === null || Date.parse(item.expiresAt) > nowMs;
}
