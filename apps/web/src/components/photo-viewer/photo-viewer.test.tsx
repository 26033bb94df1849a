import { act, fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { ConfirmModal } from '@/components/modal/confirm-modal';
import { PhotoViewer, ViewerActionButton } from '@/components/photo-viewer/photo-viewer';
import { INITIAL_ZOOM } from '@/lib/photos/preview-gestures';
import { renderWithProviders } from '@/testing/render';

const photo: Photo = {
  imageId: 'p1',
  localFileName: 'beach.jpg',
  uploadId: 'u1',
  url: 'https://photos.example/p1/1300.jpg',
  untouchedUrl: 'https://photos.example/p1/original.jpg',
  dateTaken: '2024-04-30T10:00:00.000Z',
  created: '2024-05-01T10:00:00.000Z',
  thumbnails: [],
};

interface HostProps {
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
  onCloseConfirm: () => void;
}

/** The viewer's texts and photo, the same in every test. */
const VIEWER_TEXTS = {
  label: 'Photo preview',
  backLabel: 'Back',
  zoomInLabel: 'Zoom in',
  zoomOutLabel: 'Zoom out',
  photo,
  sortKey: 'dateTaken',
  positionText: '2 of 3',
} as const;

/** Like the library's preview: a bar action opens the delete confirmation inside the viewer. */
function Host({ onNext, onPrevious, onClose, onCloseConfirm }: HostProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <PhotoViewer
      dialogId="viewer-test"
      {...VIEWER_TEXTS}
      zoom={INITIAL_ZOOM}
      onZoom={vi.fn()}
      onClose={onClose}
      onPrevious={onPrevious}
      onNext={onNext}
      actions={
        <button
          type="button"
          onClick={() => {
            setConfirmOpen(true);
          }}
        >
          Delete photo
        </button>
      }
    >
      <ConfirmModal
        open={confirmOpen}
        title="Delete photo"
        text="Are you sure?"
        cancelLabel="Cancel"
        confirmLabel="Delete"
        pendingLabel="Deleting"
        onConfirm={vi.fn()}
        onClose={() => {
          onCloseConfirm();
          setConfirmOpen(false);
        }}
      />
    </PhotoViewer>
  );
}

function setup({ confirmOpen }: { confirmOpen: boolean }) {
  const spies = { onNext: vi.fn(), onPrevious: vi.fn(), onClose: vi.fn(), onCloseConfirm: vi.fn() };
  renderWithProviders(<Host {...spies} />);
  if (confirmOpen) {
    fireEvent.click(button('Delete photo'));
  }
  return spies;
}

// jsdom has no showModal, so the viewer's <dialog> never counts as open for role queries.
const button = (name: string) => screen.getByRole('button', { name, hidden: true });

describe('PhotoViewer keys', () => {
  it('moves to the next and previous photo with the arrow keys', () => {
    const { onNext, onPrevious } = setup({ confirmOpen: false });
    const back = button('Back');
    fireEvent.keyDown(back, { key: 'ArrowRight' });
    fireEvent.keyDown(back, { key: 'ArrowLeft' });
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('ignores arrow keys pressed inside a modal opened from the viewer', () => {
    const { onNext, onPrevious } = setup({ confirmOpen: true });
    const confirm = button('Delete');
    fireEvent.keyDown(confirm, { key: 'ArrowRight' });
    fireEvent.keyDown(button('Cancel'), { key: 'ArrowLeft' });
    expect(onNext).not.toHaveBeenCalled();
    expect(onPrevious).not.toHaveBeenCalled();

    // Keys on the viewer's own controls still move, even with the confirmation mounted.
    fireEvent.keyDown(button('Back'), {
      key: 'ArrowRight',
    });
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('closes only the confirmation on Escape inside it', () => {
    const { onClose, onCloseConfirm, onNext } = setup({ confirmOpen: true });
    fireEvent.keyDown(button('Delete'), { key: 'Escape' });
    expect(onCloseConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Delete', hidden: true })).toBeNull();
  });
});

function renderWithDownload(onClose = vi.fn()) {
  renderWithProviders(
    <PhotoViewer
      dialogId="viewer-tooltips"
      {...VIEWER_TEXTS}
      zoom={INITIAL_ZOOM}
      onZoom={vi.fn()}
      onClose={onClose}
      onPrevious={vi.fn()}
      onNext={vi.fn()}
      actions={
        <ViewerActionButton
          action={{ onClick: vi.fn() }}
          photo={photo}
          label="Download photo"
          icon="download"
        />
      }
    />,
  );
}

// The bubble repeats the button's name for sighted users only: it is aria-hidden, so only the
// button itself counts as a 'Download photo' for role queries.
const bubble = (text: string) => screen.queryByText(text, { selector: '[aria-hidden="true"]' });

describe('PhotoViewer bar tooltips', () => {
  it('shows the label of an icon button on mouse hover, not on touch, keeping its name', async () => {
    const user = userEvent.setup();
    renderWithDownload();
    const download = button('Download photo');
    expect(bubble('Download photo')).toBeNull();

    // A finger on the button (still down): no bubble, the tap acts.
    await user.pointer({ keys: '[TouchA>]', target: download });
    expect(bubble('Download photo')).toBeNull();
    await user.pointer({ keys: '[/TouchA]', target: download });

    await user.hover(download);
    expect(bubble('Download photo')).not.toBeNull();
    expect(download.getAttribute('aria-describedby')).toBeNull();

    await user.unhover(download);
    expect(bubble('Download photo')).toBeNull();
  });

  it('shows the labels of zoom and the arrows on keyboard focus', async () => {
    renderWithDownload();
    // jsdom has no showModal and focuses nothing inside a closed <dialog>.
    screen.getByRole('dialog', { hidden: true }).setAttribute('open', '');
    for (const name of ['Zoom in', 'Previous photo', 'Next photo']) {
      const target = button(name);
      await act(() => {
        target.focus();
      });
      expect(bubble(name)).not.toBeNull();
      await act(() => {
        target.blur();
      });
      expect(bubble(name)).toBeNull();
    }
  });

  it('closes the viewer with one Escape while a bar label shows (it only repeats the name)', async () => {
    const onClose = vi.fn();
    renderWithDownload(onClose);
    screen.getByRole('dialog', { hidden: true }).setAttribute('open', '');
    const zoom = button('Zoom in');
    await act(() => {
      zoom.focus();
    });
    expect(bubble('Zoom in')).not.toBeNull();
    fireEvent.keyDown(zoom, { key: 'Escape' });
    expect(bubble('Zoom in')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
