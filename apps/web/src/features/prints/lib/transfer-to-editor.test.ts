import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINTS_TRANSFER_MIN_MS } from '@my-account/contract/temp-selections';
import { ChannelIdError, CHANNEL_ID_ERROR } from '@/features/prints/lib/channel-id';
import { transferToEditor, type TransferSteps } from '@/features/prints/lib/transfer-to-editor';

function steps(overrides: Partial<TransferSteps> = {}) {
  const calls: string[] = [];
  const all: TransferSteps = {
    getChannelId: vi.fn(() => {
      calls.push('channel');
      return Promise.resolve('PHOTOBOX_CO_UK_EN_GB');
    }),
    createTempSelection: vi.fn(() => {
      calls.push('selection');
      return Promise.resolve('sel-1');
    }),
    onAdding: vi.fn(() => {
      calls.push('overlay');
    }),
    editorUrl: (channelId, tempSelectionId) =>
      `https://editor.test/${channelId}/${tempSelectionId}`,
    navigate: vi.fn((url: string) => {
      calls.push(`navigate ${url}`);
    }),
    ...overrides,
  };
  return { steps: all, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('transferToEditor', () => {
  it('knows the channel first, stores the photos, then shows the overlay before leaving', async () => {
    const { steps: transfer, calls } = steps();
    const done = transferToEditor(['a', 'b'], transfer);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['channel', 'selection', 'overlay']);
    expect(transfer.createTempSelection).toHaveBeenCalledWith(['a', 'b']);
    await vi.advanceTimersByTimeAsync(PRINTS_TRANSFER_MIN_MS);
    await expect(done).resolves.toBe('https://editor.test/PHOTOBOX_CO_UK_EN_GB/sel-1');
    expect(calls.at(-1)).toBe('navigate https://editor.test/PHOTOBOX_CO_UK_EN_GB/sel-1');
  });

  it('keeps the overlay up at least PRINTS_TRANSFER_MIN_MS before navigating', async () => {
    const { steps: transfer } = steps();
    void transferToEditor(['a'], transfer);
    await vi.advanceTimersByTimeAsync(0);
    expect(transfer.onAdding).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(PRINTS_TRANSFER_MIN_MS - 1);
    expect(transfer.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transfer.navigate).toHaveBeenCalledOnce();
  });

  it('counts the minimum from when the overlay shows, however slow the calls were', async () => {
    const { steps: transfer } = steps({
      createTempSelection: () =>
        new Promise((resolve) => {
          setTimeout(() => {
            resolve('slow-sel');
          }, 5000);
        }),
    });
    void transferToEditor(['a'], transfer);
    await vi.advanceTimersByTimeAsync(5000);
    expect(transfer.onAdding).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(PRINTS_TRANSFER_MIN_MS - 1);
    expect(transfer.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transfer.navigate).toHaveBeenCalledOnce();
  });

  it('is blocked by an unknown channel: no selection stored, no overlay, no navigation', async () => {
    const { steps: transfer } = steps({
      getChannelId: () => Promise.reject(new ChannelIdError()),
    });
    await expect(transferToEditor(['a'], transfer)).rejects.toThrow(CHANNEL_ID_ERROR);
    expect(transfer.createTempSelection).not.toHaveBeenCalled();
    expect(transfer.onAdding).not.toHaveBeenCalled();
    expect(transfer.navigate).not.toHaveBeenCalled();
  });

  it('stays put when the selection cannot be stored', async () => {
    const failure = new Error('Error boom; Status Code: 500 Received from /temp-selections');
    const { steps: transfer } = steps({ createTempSelection: () => Promise.reject(failure) });
    await expect(transferToEditor(['a'], transfer)).rejects.toBe(failure);
    expect(transfer.onAdding).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PRINTS_TRANSFER_MIN_MS);
    expect(transfer.navigate).not.toHaveBeenCalled();
  });
});
