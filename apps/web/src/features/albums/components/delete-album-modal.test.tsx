import { cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DeleteAlbumModal,
  type DeleteAlbumKind,
} from '@/features/albums/components/delete-album-modal';
import { renderWithProviders } from '@/testing/render';

function renderModal(kind: DeleteAlbumKind, failed = false) {
  renderWithProviders(
    <DeleteAlbumModal
      open
      kind={kind}
      albumName="Freya's wedding"
      pending={false}
      failed={failed}
      onConfirm={vi.fn()}
      onClose={vi.fn()}
    />,
  );
}

describe('delete album modal', () => {
  afterEach(cleanup);

  it('lets the owner of a shared album delete it for everybody', () => {
    renderModal('sharedOwner');
    expect(screen.getByRole('dialog', { name: 'Delete shared album' })).toBeTruthy();
    expect(screen.getByText(/deletes it for all participants/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete album' })).toBeTruthy();
  });

  it('lets a participant leave a shared album, with no word of deleting it', () => {
    renderModal('sharedParticipant', true);
    const dialog = screen.getByRole('dialog', { name: 'Leave shared album' });
    expect(dialog.textContent).toContain(
      "Freya's wedding will be removed for you, together with the photos you uploaded to it.",
    );
    expect(screen.getByRole('button', { name: 'Leave album' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete album' })).toBeNull();
    // The spec's failure text stays the same for leaving.
    expect(screen.getByText('Unable to remove album. Please try again')).toBeTruthy();
  });
});
