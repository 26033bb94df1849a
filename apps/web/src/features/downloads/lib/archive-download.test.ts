import { describe, expect, it, vi } from 'vitest';
import {
  startArchiveDownload,
  type ArchiveDownloadDeps,
} from '@/features/downloads/lib/archive-download';

const ID = '7d6c1e3a-2f4b-4c8d-9e0f-1a2b3c4d5e6f';

function message(key: string, downloadId = ID) {
  return {
    id: `m-${key}`,
    timestamp: '2026-11-21T10:00:00.000Z',
    key,
    message: { userId: 'u1', downloadId },
  };
}

function setup(overrides: Partial<ArchiveDownloadDeps> = {}) {
  let listener: ((message: unknown) => void) | undefined;
  const unsubscribe = vi.fn();
  const calls: string[] = [];
  const toast = (name: string) =>
    vi.fn((id: string) => {
      calls.push(`${name}:${id}`);
    });
  const save = vi.fn();
  const signedUrl = vi.fn(() => Promise.resolve('http://app.test/zip?signature=1'));
  const onSettled = vi.fn();
  const deps: ArchiveDownloadDeps = {
    push: {
      subscribe: (next) => {
        calls.push('subscribe');
        listener = next;
        return unsubscribe;
      },
      ready: () => {
        calls.push('ready');
        return Promise.resolve(true);
      },
    },
    newId: () => ID,
    create: vi.fn(() => {
      calls.push('create');
      return Promise.resolve({});
    }),
    signedUrl,
    save,
    toasts: {
      preparing: toast('preparing'),
      started: toast('started'),
      finished: toast('finished'),
      failed: toast('failed'),
      requestFailed: toast('requestFailed'),
    },
    onSettled,
    ...overrides,
  };
  const push = (value: unknown) => {
    listener?.(value);
  };
  return { deps, push, unsubscribe, calls, save, signedUrl, onSettled };
}

describe('startArchiveDownload', () => {
  it('listens before asking, then saves {downloadId}.zip when push says finished', async () => {
    const { deps, push, unsubscribe, calls, save, signedUrl, onSettled } = setup();
    await expect(startArchiveDownload(deps)).resolves.toBe(true);
    expect(calls).toEqual([`preparing:${ID}`, 'subscribe', 'ready', 'create']);

    push(message('download-started'));
    push(message('download-finished', 'someone-else'));
    push('not a message');
    expect(calls.slice(4)).toEqual([`started:${ID}`]);

    push(message('download-finished'));
    await vi.waitFor(() => {
      expect(save).toHaveBeenCalledWith('http://app.test/zip?signature=1', `${ID}.zip`);
    });
    expect(signedUrl).toHaveBeenCalledWith(ID);
    expect(calls).toContain(`finished:${ID}`);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);

    // Late duplicates change nothing.
    push(message('download-finished'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("says 'Download failed' on the error message and stops listening", async () => {
    const { deps, push, unsubscribe, calls, save } = setup();
    await startArchiveDownload(deps);
    push(message('download-error'));
    expect(calls.at(-1)).toBe(`failed:${ID}`);
    expect(unsubscribe).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a failed request and resolves false', async () => {
    const { deps, unsubscribe, calls } = setup({ create: () => Promise.reject(new Error('500')) });
    await expect(startArchiveDownload(deps)).resolves.toBe(false);
    expect(calls.at(-1)).toBe(`requestFailed:${ID}`);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('reports a failed signed-URL call', async () => {
    const { deps, push, calls, save } = setup({
      signedUrl: () => Promise.reject(new Error('404')),
    });
    await startArchiveDownload(deps);
    push(message('download-finished'));
    await vi.waitFor(() => {
      expect(calls.at(-1)).toBe(`requestFailed:${ID}`);
    });
    expect(save).not.toHaveBeenCalled();
  });
});
