import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/components/toast/notify';
import { usePhotoActions, type PhotoSource } from '@/lib/photo-actions';
import { useDeletePhoto } from '@/features/photos/api/delete-photo';
import { INITIAL_ZOOM, photoAfterDeletion } from '@/lib/photos/preview-gestures';
import { readScrollPosition } from '@/lib/photos/scroll-position';
import { usePreviewPhotos } from '@/features/photos/state/use-preview-photos';
import { ConfirmDeleteModal } from '@/features/photos/components/confirm-delete-modal';
import { PhotoViewer, ViewerActionButton } from '@/components/photo-viewer/photo-viewer';

const LIBRARY: PhotoSource = { kind: 'library' };

/**
 * The full-screen viewer of `/my-photos/photos/preview/{id}` over the photos page: back,
 * previous/next (arrows, keys, swipes), zoom and delete. Closing returns to the list at the
 * saved scroll position; a missing photo sends the customer back to the list.
 */
export function PhotoPreview() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { photoId } = useParams();
  const { photos, index, current, totalCount, missing, sort, hasNext, hasPrevious } =
    usePreviewPhotos(photoId);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  // The photo the open confirmation deletes: the one shown when it opened, even if the preview
  // has moved on since (keys pressed inside the confirmation).
  const [confirmFor, setConfirmFor] = useState<string>();
  const deletion = useDeletePhoto();
  const { downloadPhoto, copyToAlbum, prepare } = usePhotoActions();

  const close = () => {
    void navigate(paths.photos);
    const saved = readScrollPosition();
    if (saved) {
      requestAnimationFrame(() => {
        window.scrollTo(saved.x, saved.y);
      });
    }
  };

  useEffect(() => {
    if (missing && !deletion.isPending) {
      void navigate(paths.photos, { replace: true });
    }
  }, [missing, deletion.isPending, navigate]);

  // The photo last asked for: a key pressed before the preview re-renders (navigation renders
  // in a transition) moves on from it, not from the photo still on screen.
  const latestId = useRef(photoId);
  useEffect(() => {
    latestId.current = photoId;
  }, [photoId]);

  const step = (delta: 1 | -1) => {
    const from = photos.findIndex((entry) => entry.photo.imageId === latestId.current);
    const entry = photos[(from >= 0 ? from : index) + delta];
    if (entry) {
      latestId.current = entry.photo.imageId;
      setZoom(INITIAL_ZOOM);
      void navigate(paths.photoPreview.getHref(entry.photo.imageId), { replace: true });
    }
  };

  const onDelete = () => {
    const deleted = confirmFor;
    setConfirmFor(undefined);
    if (deleted === undefined) {
      return;
    }
    const deletedIndex = photos.findIndex((entry) => entry.photo.imageId === deleted);
    // A photo shown before its month found it in the timeline has no neighbours yet.
    const target = deletedIndex >= 0 ? photoAfterDeletion(photos, deletedIndex) : undefined;
    deletion.mutate(deleted, {
      onError: () => {
        notify.error(intl.formatMessage({ id: 'photos.delete.errorOne' }));
      },
    });
    if (current && current.photo.imageId !== deleted) {
      // The preview shows another photo by now: it stays there.
      return;
    }
    if (target) {
      setZoom(INITIAL_ZOOM);
      void navigate(paths.photoPreview.getHref(target.photo.imageId), { replace: true });
    } else {
      close();
    }
  };

  const photo = current?.photo;

  return (
    <PhotoViewer
      dialogId="photo-preview"
      label={intl.formatMessage({ id: 'photos.preview.label' })}
      backLabel={intl.formatMessage({ id: 'photos.preview.back' })}
      zoomInLabel={intl.formatMessage({ id: 'photos.preview.zoomIn' })}
      zoomOutLabel={intl.formatMessage({ id: 'photos.preview.zoomOut' })}
      photo={photo}
      sortKey={sort.sortKey}
      positionText={
        index >= 0
          ? intl.formatMessage(
              { id: 'photos.preview.position' },
              { index: index + 1, total: Math.max(photos.length, totalCount) },
            )
          : undefined
      }
      zoom={zoom}
      onZoom={setZoom}
      onClose={close}
      onPrevious={
        hasPrevious
          ? () => {
              step(-1);
            }
          : undefined
      }
      onNext={
        hasNext
          ? () => {
              step(1);
            }
          : undefined
      }
      actions={
        <>
          <ViewerActionButton
            action={
              downloadPhoto
                ? {
                    onClick: (shown) => {
                      void downloadPhoto(shown.imageId, LIBRARY);
                    },
                  }
                : undefined
            }
            photo={photo}
            label={intl.formatMessage({ id: 'photos.preview.download' })}
            icon="download"
          />
          <ViewerActionButton
            action={
              copyToAlbum
                ? {
                    onClick: (shown) => {
                      void copyToAlbum([shown.imageId]);
                    },
                    onIntent: () => {
                      prepare?.('copyToAlbum');
                    },
                  }
                : undefined
            }
            photo={photo}
            label={intl.formatMessage({ id: 'photos.preview.copyToAlbum' })}
            icon="albumAdd"
          />
          <ViewerActionButton
            action={{
              onClick: (shown) => {
                setConfirmFor(shown.imageId);
              },
            }}
            photo={photo}
            label={intl.formatMessage({ id: 'photos.preview.delete' })}
            icon="trash"
          />
        </>
      }
    >
      <ConfirmDeleteModal
        open={confirmFor !== undefined}
        count={1}
        single
        onConfirm={onDelete}
        onClose={() => {
          setConfirmFor(undefined);
        }}
      />
    </PhotoViewer>
  );
}
