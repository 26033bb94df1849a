import { fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
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

/** Like the photos page: it opens the modal, and closes it itself once the deletion went. */
function Host({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      <DeleteAllModal
        open={open}
        pending={false}
        failed={false}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}

function setupHost() {
  const onConfirm = vi.fn();
  renderWithProviders(<Host onConfirm={onConfirm} />);
  const open = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    return {
      input: screen.getByLabelText<HTMLInputElement>('Confirmation'),
      submit: screen.getByRole('button', { name: 'Delete all photos' }),
    };
  };
  return { onConfirm, open };
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

  it('starts empty again after a deletion closed it through the page', () => {
    const { onConfirm, open } = setupHost();
    const first = open();
    fireEvent.change(first.input, { target: { value: 'DELETE' } });
    fireEvent.click(first.submit);
    expect(onConfirm).toHaveBeenCalledOnce();

    const second = open();
    expect(second.input.value).toBe('');
    fireEvent.click(second.submit);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('starts empty, without the error, after Cancel or Escape', () => {
    const { onConfirm, open } = setupHost();
    const first = open();
    fireEvent.change(first.input, { target: { value: 'DEL' } });
    fireEvent.click(first.submit);
    expect(screen.getByText('Type DELETE in capital letters to confirm.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const second = open();
    expect(second.input.value).toBe('');
    expect(screen.queryByText('Type DELETE in capital letters to confirm.')).toBeNull();
    fireEvent.change(second.input, { target: { value: 'DELETE' } });
    fireEvent.keyDown(second.input, { key: 'Escape' });

    const third = open();
    expect(third.input.value).toBe('');
    expect(third.input.getAttribute('aria-invalid')).toBe('false');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
