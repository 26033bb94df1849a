import { act, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/modal/modal';
import { LazyDialog } from '@/components/lazy/lazy-dialog';
import { preloadOnIntent } from '@/components/lazy/preload';
import { renderWithProviders } from '@/testing/render';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function RealDialog({ open, onClose }: DialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Rename">
      <input aria-label="Name" data-autofocus="" />
    </Modal>
  );
}

/** A dialog whose code arrives when the test says so (one promise, as a module's import). */
function deferredDialog() {
  let arrive = () => {};
  const code = new Promise<{ default: typeof RealDialog }>((resolve) => {
    arrive = () => {
      resolve({ default: RealDialog });
    };
  });
  const load = vi.fn(() => code);
  return {
    Dialog: lazyWithPreload(load),
    load,
    arrive: () => {
      arrive();
    },
  };
}

function Page({ Dialog }: { Dialog: ReturnType<typeof deferredDialog>['Dialog'] }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
        {...preloadOnIntent(Dialog)}
      >
        Open
      </button>
      <LazyDialog open={open} title="Rename" onClose={close}>
        <Dialog open={open} onClose={close} />
      </LazyDialog>
    </>
  );
}

describe('LazyDialog', () => {
  it('loads nothing before it is wanted, and starts loading on intent', () => {
    const { Dialog, load } = deferredDialog();
    renderWithProviders(<Page Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('opens at once when its code is there', async () => {
    const { Dialog, arrive } = deferredDialog();
    renderWithProviders(<Page Dialog={Dialog} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.pointerEnter(opener);
    arrive();
    await act(async () => {
      await Dialog.preload();
    });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    // It comes in as any dialog does.
    expect(dialog.dataset.entrance).toBe('play');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('shows its frame with a spinner while the code is coming, then the dialog', async () => {
    const { Dialog, arrive } = deferredDialog();
    renderWithProviders(<Page Dialog={Dialog} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const frame = screen.getByRole('dialog', { name: 'Rename' });
    expect(frame.querySelector('[role="status"]')?.textContent).toBe('Loading…');

    await act(async () => {
      arrive();
      await Dialog.preload();
    });
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog.querySelector('[role="status"]')).toBe(null);
    // It takes the frame's place without coming in a second time.
    expect(dialog.dataset.entrance).toBe('none');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));

    // Closing gives focus back to the opener, as any dialog does.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its frame while the code is coming', () => {
    const { Dialog } = deferredDialog();
    renderWithProviders(<Page Dialog={Dialog} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
