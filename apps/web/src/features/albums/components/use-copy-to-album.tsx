import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { paths } from '@/config/paths';
import { LazyDialog } from '@/components/lazy/lazy-dialog';
import { preload } from '@/components/lazy/preload';
import { notify } from '@/components/toast/notify';
import { libraryQueryKeys } from '@/lib/library-query-keys';
import { addAlbumPhotos } from '@/features/albums/api/add-album-photos';
import { albumQueryKeys } from '@/features/albums/api/album-query-keys';
import { createAlbum } from '@/features/albums/api/create-album';
import type { CopyTarget } from '@/features/albums/components/copy-to-album-modal';

/** Not on any first screen: loads when a copy button is pointed at or focused (prepare). */
const CopyToAlbumModal = lazyWithPreload(async () => ({
  default: (await import('@/features/albums/components/copy-to-album-modal')).CopyToAlbumModal,
}));

export interface CopyToAlbum {
  /** Opens 'Copy to album'; resolves true once the photos were copied, false if cancelled. */
  copyToAlbum: (photoIds: readonly string[]) => Promise<boolean>;
  /** The modal; render it once inside the app's providers. */
  copyToAlbumUi: ReactNode;
  /** Starts loading the modal (its button is pointed at or focused). */
  prepareCopyToAlbum: () => void;
}

function prepareCopyToAlbum() {
  preload(CopyToAlbumModal);
}

interface CopyResult {
  albumId: string;
  albumName: string;
}

/** Copy to album for every photo view (composed by app/photo-actions when the flag is on). */
export function useCopyToAlbum(): CopyToAlbum {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [photoIds, setPhotoIds] = useState<readonly string[] | undefined>(undefined);
  const settleRef = useRef<((done: boolean) => void) | undefined>(undefined);
  const copy = useMutation({
    mutationKey: ['albums', 'copy'],
    mutationFn: async ({ target, ids }: { target: CopyTarget; ids: readonly string[] }) => {
      const album: CopyResult =
        target.kind === 'album'
          ? { albumId: target.album.albumId, albumName: target.album.albumName }
          : { albumId: (await createAlbum(target.name)).albumId, albumName: target.name };
      await addAlbumPhotos({ albumId: album.albumId, photoIds: ids });
      return album;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: albumQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: libraryQueryKeys.userSummary });
    },
  });

  const settle = (done: boolean) => {
    settleRef.current?.(done);
    settleRef.current = undefined;
  };

  const copyToAlbum = useCallback(
    (ids: readonly string[]) =>
      new Promise<boolean>((resolve) => {
        settleRef.current?.(false);
        settleRef.current = resolve;
        setPhotoIds(ids);
      }),
    [],
  );

  const close = () => {
    copy.reset();
    setPhotoIds(undefined);
  };

  const onSubmit = (target: CopyTarget) => {
    if (!photoIds) {
      return;
    }
    copy.mutate(
      { target, ids: photoIds },
      {
        onSuccess: ({ albumId, albumName }) => {
          close();
          settle(true);
          notify.success(
            intl.formatMessage(
              { id: 'albums.copy.success' },
              { albumLink: <Link to={paths.album.getHref(albumId)}>{albumName}</Link> },
            ),
          );
        },
      },
    );
  };

  const cancel = () => {
    close();
    settle(false);
  };

  return {
    copyToAlbum,
    copyToAlbumUi: (
      <LazyDialog
        open={photoIds !== undefined}
        title={intl.formatMessage({ id: 'albums.copy.title' })}
        onClose={cancel}
      >
        <CopyToAlbumModal
          open={photoIds !== undefined}
          amount={photoIds?.length ?? 0}
          pending={copy.isPending}
          failed={copy.isError}
          onSubmit={onSubmit}
          onClose={cancel}
        />
      </LazyDialog>
    ),
    prepareCopyToAlbum,
  };
}
