import { act, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { notify } from '@/components/toast/notify';
import { Toaster } from '@/components/toast/toaster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** sonner loads with the first toast asked for: the toast shows once it is there. */
async function shown(text: string) {
  await vi.waitFor(async () => {
    await advance(0);
    expect(screen.getByText(text)).toBeTruthy();
  });
}

async function show(pathname: string, text: string) {
  window.history.replaceState(null, '', pathname);
  renderWithRuntime(<Toaster />);
  await advance(0);
  await act(() => {
    notify.success(text);
  });
  await shown(text);
}

describe('toasts', () => {
  it("sit at the top centre in the spec's dark theme", async () => {
    await show('/orders', 'Saved');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.getAttribute('data-sonner-theme')).toBe('dark');
    expect(toaster?.getAttribute('data-y-position')).toBe('top');
    expect(toaster?.getAttribute('data-x-position')).toBe('center');
  });

  it('close after 5 s in the photo library', async () => {
    await show('/my-photos/albums', 'Photo removed from Summer');
    await advance(4_500);
    expect(screen.queryByText('Photo removed from Summer')).not.toBeNull();
    await advance(1_500);
    expect(screen.queryByText('Photo removed from Summer')).toBeNull();
  });

  it('close after 10 s in the rest of the portal', async () => {
    await show('/settings', 'Your changes have been saved.');
    await advance(6_000);
    expect(screen.queryByText('Your changes have been saved.')).not.toBeNull();
    await advance(5_000);
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
  });

  it('show the toasts asked for while no toaster was there', async () => {
    window.history.replaceState(null, '', '/orders');
    await act(() => {
      notify.success('First');
      notify.error('Second');
    });
    renderWithRuntime(<Toaster />);
    await shown('Second');
    const texts = [...document.querySelectorAll('[data-sonner-toast]')].map(
      (element) => element.textContent,
    );
    expect(texts.some((text) => text?.includes('First'))).toBe(true);
    expect(texts).toHaveLength(2);
  });
});
