import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAllModal, isDeleteConfirmed } from '@/features/photos/components/delete-all-modal';
import { renderWithProviders } from '@/testing/render';

function setup() {
  const onConfirm = vi.fn();
  renderWithProviders(
    <DeleteAllModal open pending={false} failed={false} onConfirm={onConfirm} onClose={vi.fn()} />,
  );
  const input = screen.getByLabelText('Confirmation');
  const submit = screen.getByRole('button', { name: 'Delete all photos' });
  return { onConfirm, input, submit };
}

describe('DeleteAllModal', () => {
  it('needs DELETE exactly', () => {
    expect(isDeleteConfirmed('DELETE', 'DELETE')).toBe(true);
    expect(isDeleteConfirmed('delete', 'DELETE')).toBe(false);
    expect(isDeleteConfirmed(' DELETE', 'DELETE')).toBe(false);
  });

  it('does not validate on change or blur, only on submit', () => {
    const { onConfirm, input, submit } = setup();
    fireEvent.change(input, { target: { value: 'dele' } });
    fireEvent.blur(input);
    expect(screen.queryByText('Type DELETE in capital letters to confirm.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');

    fireEvent.click(submit);
    expect(screen.getByText('Type DELETE in capital letters to confirm.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once DELETE is typed and submitted', () => {
    const { onConfirm, input, submit } = setup();
    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(submit);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows an alert when the deletion failed', () => {
    renderWithProviders(
      <DeleteAllModal open pending={false} failed onConfirm={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Your photos could not be deleted. Please try again.',
    );
  });
});
