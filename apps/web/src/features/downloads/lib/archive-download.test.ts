import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadStatus } from '@my-account/contract/downloads';
import {
  STATUS_CHECK_FIRST_MS,
  STATUS_CHECK_LIMIT_MS,
  nextStatusCheckDelay,
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
  // Still being made, unless a test says otherwise.
  const status = vi.fn<ArchiveDownloadDeps['status']>(() => Promise.resolve('IN_PROGRESS'));
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
    status,
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
  return { deps, push, unsubscribe, calls, save, signedUrl, status, onSettled };
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

  describe('status checks (the safety net behind push)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits 10 s, then 10 s more each time up to a minute', () => {
      const delays = [STATUS_CHECK_FIRST_MS];
      while (delays.length < 8) {
        delays.push(nextStatusCheckDelay(delays.at(-1) ?? 0));
      }
      expect(delays).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 60_000, 60_000]);
    });

    it('saves {downloadId}.zip once when push is lost and the check finds it READY', async () => {
      vi.useFakeTimers();
      const { deps, status, calls, save, unsubscribe, onSettled } = setup();
      await startArchiveDownload(deps);
      status.mockResolvedValue('READY');

      await vi.advanceTimersByTimeAsync(STATUS_CHECK_FIRST_MS - 1);
      expect(status).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(status).toHaveBeenCalledWith(ID);
      expect(calls.at(-1)).toBe(`finished:${ID}`);
      expect(save).toHaveBeenCalledExactlyOnceWith('http://app.test/zip?signature=1', `${ID}.zip`);
      expect(unsubscribe).toHaveBeenCalledTimes(1);
      expect(onSettled).toHaveBeenCalledTimes(1);

      // Settled: no further checks.
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_LIMIT_MS);
      expect(status).toHaveBeenCalledTimes(1);
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('keeps checking while the archive is being made', async () => {
      vi.useFakeTimers();
      const { deps, status, save } = setup();
      await startArchiveDownload(deps);
      await vi.advanceTimersByTimeAsync(10_000 + 20_000 + 30_000);
      expect(status).toHaveBeenCalledTimes(3);
      expect(save).not.toHaveBeenCalled();

      status.mockResolvedValue('READY');
      await vi.advanceTimersByTimeAsync(40_000);
      expect(status).toHaveBeenCalledTimes(4);
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('ignores later checks when push said finished first', async () => {
      vi.useFakeTimers();
      const { deps, push, status, save, calls, onSettled } = setup();
      await startArchiveDownload(deps);
      push(message('download-finished'));
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenCalledTimes(1);

      status.mockResolvedValue('READY');
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_LIMIT_MS);
      expect(status).not.toHaveBeenCalled();
      expect(save).toHaveBeenCalledTimes(1);
      expect(calls.filter((call) => call.startsWith('finished:'))).toHaveLength(1);
      expect(onSettled).toHaveBeenCalledTimes(1);
    });

    it('ignores a check that answers after push settled the archive', async () => {
      vi.useFakeTimers();
      const { deps, push, status, save, calls } = setup();
      let answer: (value: DownloadStatus) => void = () => undefined;
      status.mockReturnValue(
        new Promise<DownloadStatus>((resolve) => {
          answer = resolve;
        }),
      );
      await startArchiveDownload(deps);
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_FIRST_MS);
      expect(status).toHaveBeenCalledTimes(1);

      push(message('download-error'));
      answer('READY');
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_LIMIT_MS);
      expect(calls.at(-1)).toBe(`failed:${ID}`);
      expect(save).not.toHaveBeenCalled();
      expect(status).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    });

    it.each<DownloadStatus>(['FAILED', 'EXPIRED'])(
      "says 'Download failed' when the check finds it %s",
      async (found) => {
        vi.useFakeTimers();
        const { deps, status, calls, save, unsubscribe } = setup();
        status.mockResolvedValue(found);
        await startArchiveDownload(deps);
        await vi.advanceTimersByTimeAsync(STATUS_CHECK_FIRST_MS);
        expect(calls.at(-1)).toBe(`failed:${ID}`);
        expect(unsubscribe).toHaveBeenCalled();
        expect(save).not.toHaveBeenCalled();
        expect(vi.getTimerCount()).toBe(0);
      },
    );

    it('tries again on the next tick after a failed or empty check', async () => {
      vi.useFakeTimers();
      const { deps, status, save } = setup();
      status
        .mockRejectedValueOnce(new Error('503'))
        .mockResolvedValueOnce(undefined)
        .mockResolvedValue('READY');
      await startArchiveDownload(deps);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(status).toHaveBeenCalledTimes(1);
      expect(save).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(status).toHaveBeenCalledTimes(2);
      expect(save).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(status).toHaveBeenCalledTimes(3);
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('stops checking after 30 minutes and leaves push listening', async () => {
      vi.useFakeTimers();
      const { deps, push, status, save, unsubscribe } = setup();
      await startArchiveDownload(deps);
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_LIMIT_MS);
      const checks = status.mock.calls.length;
      // 10 + 20 + ... + 60 s is 210 s, then one a minute up to 1770 s.
      expect(checks).toBe(6 + 26);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_LIMIT_MS);
      expect(status).toHaveBeenCalledTimes(checks);

      // A late push message still delivers the archive.
      expect(unsubscribe).not.toHaveBeenCalled();
      push(message('download-finished'));
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('does not check when the request failed', async () => {
      vi.useFakeTimers();
      const { deps, status } = setup({ create: () => Promise.reject(new Error('500')) });
      await startArchiveDownload(deps);
      await vi.advanceTimersByTimeAsync(STATUS_CHECK_LIMIT_MS);
      expect(status).not.toHaveBeenCalled();
    });
  });
});
