import { act, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/modal/modal';
import { ModalStack } from '@/components/modal/modal-stack';
import { renderWithProviders } from '@/testing/render';

describe('ModalStack', () => {
  it('closes the most recent modal that allows Escape, skipping those that do not', () => {
    const stack = new ModalStack();
    const closeFirst = vi.fn();
    const closeBlocking = vi.fn();
    stack.push({ id: 'first', closeOnEscape: true, lockScroll: false, close: closeFirst });
    stack.push({ id: 'blocking', closeOnEscape: false, lockScroll: false, close: closeBlocking });
    expect(stack.handleEscape()).toBe(true);
    expect(closeFirst).toHaveBeenCalledOnce();
    expect(closeBlocking).not.toHaveBeenCalled();
  });

  it('closes only the top one when several allow Escape', () => {
    const stack = new ModalStack();
    const closeLower = vi.fn();
    const closeUpper = vi.fn();
    stack.push({ id: 'lower', closeOnEscape: true, lockScroll: false, close: closeLower });
    stack.push({ id: 'upper', closeOnEscape: true, lockScroll: false, close: closeUpper });
    stack.handleEscape();
    expect(closeUpper).toHaveBeenCalledOnce();
    expect(closeLower).not.toHaveBeenCalled();
  });

  it('locks scrolling while any open modal asks for it', () => {
    const onChange = vi.fn();
    const stack = new ModalStack(onChange);
    const removeLocking = stack.push({
      id: 'a',
      closeOnEscape: true,
      lockScroll: true,
      close: vi.fn(),
    });
    stack.push({ id: 'b', closeOnEscape: true, lockScroll: false, close: vi.fn() });
    expect(stack.isScrollLocked()).toBe(true);
    removeLocking();
    expect(stack.isScrollLocked()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('does nothing on Escape when no modal is open', () => {
    expect(new ModalStack().handleEscape()).toBe(false);
  });
});

function TwoModals({ secondDismissible }: { secondDismissible: boolean }) {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(true);
  return (
    <>
      <button type="button">Opener</button>
      <Modal
        open={first}
        onClose={() => {
          setFirst(false);
        }}
        title="First"
      >
        <p>First body</p>
      </Modal>
      <Modal
        open={second}
        onClose={() => {
          setSecond(false);
        }}
        title="Second"
        dismissible={secondDismissible}
        lockScroll={false}
      >
        <p>Second body</p>
      </Modal>
    </>
  );
}

describe('Modal with the stack', () => {
  it('closes the most recent dismissible modal on Escape and locks scrolling meanwhile', async () => {
    renderWithProviders(<TwoModals secondDismissible />);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(document.body.classList.contains('scroll-locked')).toBe(true);

    await act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryByText('Second body')).toBeNull();
    expect(screen.getByText('First body')).toBeTruthy();

    await act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(screen.queryByText('First body')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('skips a modal that may not be dismissed and closes the one below it', async () => {
    renderWithProviders(<TwoModals secondDismissible={false} />);
    await act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(screen.getByText('Second body')).toBeTruthy();
    expect(screen.queryByText('First body')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('returns focus to where it was when the modal closes', () => {
    function Toggle() {
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
          <Modal
            open={open}
            onClose={() => {
              setOpen(false);
            }}
            title="Dialog"
          >
            <p>Body</p>
          </Modal>
        </>
      );
    }
    renderWithProviders(<Toggle />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });
});
