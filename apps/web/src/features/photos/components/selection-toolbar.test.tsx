import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectionToolbar } from '@/features/photos/components/selection-toolbar';
import { renderWithProviders } from '@/testing/render';

function renderToolbar(count: number, albumViewEnabled = true) {
  const handlers = { onDelete: vi.fn(), onDeselectAll: vi.fn(), onExit: vi.fn() };
  renderWithProviders(
    <SelectionToolbar count={count} albumViewEnabled={albumViewEnabled} {...handlers} />,
  );
  return handlers;
}

describe('SelectionToolbar', () => {
  it('shows the count and disables delete and deselect-all when nothing is selected', () => {
    renderToolbar(0);
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Deselect all' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('deletes the selection', () => {
    const { onDelete } = renderToolbar(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('explains the download limit above 100 photos', () => {
    renderToolbar(101);
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download.getAttribute('aria-disabled')).toBe('true');
    const tooltip = document.getElementById(download.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).toBe('Up to 100 photos can be downloaded at a time');
  });

  it('offers copy to album only with the album view', () => {
    renderToolbar(1, false);
    expect(screen.queryByRole('button', { name: 'Copy to album' })).toBeNull();
  });
});
