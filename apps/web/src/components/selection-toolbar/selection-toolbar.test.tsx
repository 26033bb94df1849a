import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import { PhotoActionsProvider, type PhotoActions, type PhotoSource } from '@/lib/photo-actions';
import { renderWithProviders } from '@/testing/render';

const LIBRARY: PhotoSource = { kind: 'library' };

function renderToolbar(count: number, actions: PhotoActions = {}, source: PhotoSource = LIBRARY) {
  const handlers = { onDelete: vi.fn(), onDeselectAll: vi.fn(), onExit: vi.fn(), onDone: vi.fn() };
  const photoIds = Array.from({ length: count }, (_, index) => `p${String(index)}`);
  renderWithProviders(
    <PhotoActionsProvider value={actions}>
      <SelectionToolbar photoIds={photoIds} source={source} deleteLabel="Delete" {...handlers} />
    </PhotoActionsProvider>,
  );
  return { ...handlers, photoIds };
}

const allActions = (): Required<PhotoActions> => ({
  downloadPhotos: vi.fn(() => Promise.resolve(true)),
  downloadPhoto: vi.fn(() => Promise.resolve(true)),
  copyToAlbum: vi.fn(() => Promise.resolve(true)),
  orderPrints: vi.fn(() => Promise.resolve(false)),
  prepare: vi.fn(),
});

describe('SelectionToolbar', () => {
  it('shows the count and disables every action when nothing is selected', () => {
    renderToolbar(0, allActions());
    expect(screen.getByText('0 selected')).toBeTruthy();
    for (const name of ['Delete', 'Deselect all', 'Download', 'Copy to album', 'Order prints']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('asks for the dialogs of copy and order prints when their buttons are pointed at', async () => {
    const actions = allActions();
    renderToolbar(2, actions);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Copy to album' }));
    expect(actions.prepare).toHaveBeenCalledWith('copyToAlbum');
    await act(() => {
      screen.getByRole('button', { name: 'Order prints' }).focus();
    });
    expect(actions.prepare).toHaveBeenCalledWith('orderPrints');
  });

  it('offers only the actions other features provide', () => {
    renderToolbar(2);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy to album' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Order prints' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });

  it('deletes through the view and ends selection after an action that went through', async () => {
    const actions = allActions();
    const { onDelete, onDone, photoIds } = renderToolbar(3, actions);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(actions.downloadPhotos).toHaveBeenCalledWith({ photoIds, source: LIBRARY });
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledOnce();
    });

    // An action that did not go through (cancelled or failed) keeps the selection.
    fireEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    await waitFor(() => {
      expect(actions.orderPrints).toHaveBeenCalledWith(photoIds);
    });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('explains the download limit above 100 photos', () => {
    renderToolbar(101, allActions());
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download.getAttribute('aria-disabled')).toBe('true');
    const tooltip = document.getElementById(download.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).toBe('Up to 100 photos can be downloaded at a time');
  });

  it('explains the prints limit above 500 photos, instead of a failing hand-over', () => {
    const actions = allActions();
    renderToolbar(501, actions);
    const prints = screen.getByRole('button', { name: 'Order prints' });
    expect(prints.getAttribute('aria-disabled')).toBe('true');
    const tooltip = document.getElementById(prints.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).toBe('Up to 500 photos can be ordered as prints at a time');
    fireEvent.click(prints);
    expect(actions.orderPrints).not.toHaveBeenCalled();
  });

  it('keeps a shared album read-only: only download is available', () => {
    const actions = allActions();
    renderToolbar(2, actions, { kind: 'sharedAlbum', albumId: 'a1', ownerIds: new Map() });
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
    for (const name of ['Copy to album', 'Order prints', 'Delete']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const tooltip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(tooltip?.textContent).toBe('Unavailable for shared albums');
      fireEvent.click(button);
    }
    expect(actions.copyToAlbum).not.toHaveBeenCalled();
    expect(actions.orderPrints).not.toHaveBeenCalled();
  });

  it('tells the page its height while shown, so the page keeps its last row above it', () => {
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 700, 390, 96.4));
    const root = document.documentElement;
    const { unmount } = renderWithProviders(
      <SelectionToolbar
        photoIds={[]}
        source={LIBRARY}
        deleteLabel="Delete"
        onDelete={vi.fn()}
        onDeselectAll={vi.fn()}
        onExit={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(root.style.getPropertyValue('--selection-toolbar-height')).toBe('97px');
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('97px');
    unmount();
    expect(root.style.getPropertyValue('--selection-toolbar-height')).toBe('');
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('');
    measure.mockRestore();
  });
});
