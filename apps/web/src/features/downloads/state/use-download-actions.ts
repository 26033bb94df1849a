import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DownloadStatus } from '@my-account/contract/downloads';
import { toast } from '@/components/toast/toast';
import type { PhotoChoice, PhotoSource } from '@/lib/photo-actions';
import { usePushSocket } from '@/lib/push-socket';
import { createUuid } from '@/lib/uuid';
import { createDownload } from '@/features/downloads/api/create-download';
import { createSharedAlbumDownload } from '@/features/downloads/api/create-shared-album-download';
import { downloadQueryKeys } from '@/features/downloads/api/download-query-keys';
import { getDownloadUrl } from '@/features/downloads/api/get-download-url';
import { getPhotoUrl } from '@/features/downloads/api/get-photo-url';
import { listDownloads } from '@/features/downloads/api/list-downloads';
import {
  SETTLED_TOAST_MS,
  STARTED_TOAST_MS,
  startArchiveDownload,
  type ArchiveToasts,
} from '@/features/downloads/lib/archive-download';
import { saveFile } from '@/lib/save-file';
import { downloadSinglePhoto } from '@/features/downloads/lib/single-download';

export interface DownloadActions {
  downloadPhotos: (choice: PhotoChoice) => Promise<boolean>;
  downloadPhoto: (photoId: string, source: PhotoSource) => Promise<boolean>;
}

/** The body of the archive request for where the photos were chosen. */
function requestFor(choice: PhotoChoice): (id: string) => Promise<unknown> {
  const { source } = choice;
  const photos = [...choice.photoIds];
  switch (source.kind) {
    case 'library':
      return (id) => createDownload({ id, photos });
    case 'album':
      return (id) => createDownload({ id, photos, albumId: source.albumId });
    case 'sharedAlbum':
      return (id) =>
        createSharedAlbumDownload({
          id,
          albumId: source.albumId,
          photos: photos.map((photoId) => ({
            photoId,
            ownerId: source.ownerIds.get(photoId) ?? '',
          })),
        });
  }
}

/**
 * One archive's status, found in the customer's list (there is no call for one archive); the
 * safety net behind its push messages.
 */
async function downloadStatus(downloadId: string): Promise<DownloadStatus | undefined> {
  const { items } = await listDownloads();
  return items.find((item) => item.id === downloadId)?.status;
}

/**
 * The download actions offered to every photo view: an archive of a selection (delivered when
 * push says it is ready) and one original. One toast per archive (its id is the archive's)
 * moves from 'Preparing download...' to started, finished or failed.
 */
export function useDownloadActions(): DownloadActions {
  const intl = useIntl();
  const push = usePushSocket();
  const queryClient = useQueryClient();

  return useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const toasts: ArchiveToasts = {
      preparing: (id) => toast.loading(text('downloads.toast.preparing'), { id }),
      started: (id) =>
        toast.info(text('downloads.toast.preparing'), {
          id,
          description: text('downloads.toast.startedText'),
          duration: STARTED_TOAST_MS,
        }),
      finished: (id) =>
        toast.success(text('downloads.toast.downloading'), {
          id,
          description: text('downloads.toast.finishedText'),
          duration: SETTLED_TOAST_MS,
        }),
      failed: (id) =>
        toast.error(text('downloads.toast.failed'), {
          id,
          description: text('downloads.toast.failedText'),
          duration: SETTLED_TOAST_MS,
        }),
      requestFailed: (id) =>
        toast.error(text('downloads.errors.photos'), { id, duration: SETTLED_TOAST_MS }),
    };
    const refreshList = () => {
      void queryClient.invalidateQueries({ queryKey: downloadQueryKeys.all });
    };

    const downloadPhotos = (choice: PhotoChoice) =>
      startArchiveDownload({
        push,
        newId: createUuid,
        create: requestFor(choice),
        signedUrl: getDownloadUrl,
        status: downloadStatus,
        save: saveFile,
        toasts,
        onSettled: refreshList,
      }).finally(refreshList);

    const downloadPhoto = (photoId: string, source: PhotoSource) => {
      // An original of someone else's shared-album photo is only had through an archive.
      if (source.kind === 'sharedAlbum') {
        return downloadPhotos({ photoIds: [photoId], source });
      }
      const toastId = `photo-${photoId}`;
      return downloadSinglePhoto(photoId, {
        signedUrl: getPhotoUrl,
        save: (url) => {
          saveFile(url);
        },
        onState: (state) => {
          if (state === 'pending') {
            toast.loading(text('downloads.toast.preparing'), { id: toastId });
          } else if (state === 'success') {
            toast.success(text('downloads.toast.downloading'), {
              id: toastId,
              duration: STARTED_TOAST_MS,
            });
          } else if (state === 'failure') {
            toast.error(text('downloads.errors.photo'), {
              id: toastId,
              duration: SETTLED_TOAST_MS,
            });
          }
        },
      });
    };

    return { downloadPhotos, downloadPhoto };
  }, [intl, push, queryClient]);
}
