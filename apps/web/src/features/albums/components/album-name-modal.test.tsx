import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumNameModal } from '@/features/albums/components/album-name-modal';
import { renderWithProviders } from '@/testing/render';

function renderModal(onSubmit = vi.fn<(name: string) => void>(), failed = false) {
  renderWithProviders(
    <AlbumNameModal
      open
      mode="create"
      pending={false}
      failed={failed}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  return onSubmit;
}

describe('album name modal', () => {
  afterEach(cleanup);

  it('validates on submit only, with the spec texts', () => {
    const onSubmit = renderModal();
    const field = screen.getByLabelText('Album name');
    expect(field.getAttribute('placeholder')).toBe('Untitled album');

    fireEvent.change(field, { target: { value: 'a<b' } });
    fireEvent.blur(field);
    expect(screen.queryByText('Name not valid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create album' }));
    expect(screen.getByText('Name not valid')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create album' }));
    expect(screen.getByText('Please give your album a name')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Summer 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create album' }));
    expect(onSubmit).toHaveBeenCalledWith('Summer 2026');
  });

  it('says when saving failed', () => {
    renderModal(vi.fn(), true);
    expect(screen.getByRole('alert').textContent).toBe('Unable to save changes. Please try again');
  });
});
