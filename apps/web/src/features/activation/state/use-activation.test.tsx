import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookInside } from '@/testing/render-hook';
import { ACTIVATION_FINISH_DELAY_MS } from '@my-account/contract/activation';
import { FAKE_TIMERS_WITH_API, interceptApiRequests } from '@/testing/api-server';
import { fakePushSocket } from '@/testing/fake-push-socket';
import { ACTIVATION_POLL_MS, useActivation } from '@/features/activation/state/use-activation';
import {
  fakeActivationApi,
  type FakeActivationApi,
} from '@/features/activation/testing/activation-api';

vi.mock('@/lib/push-socket', async () => {
  const { fakePushSocket } = await import('@/testing/fake-push-socket');
  return { usePushSocket: () => fakePushSocket };
});
const push = fakePushSocket;

interceptApiRequests();

let server: FakeActivationApi;

function importMessage(type: string, seconds: number, imported: number) {
  return {
    id: `${type}-${String(seconds)}`,
    type,
    data: {
      payload: { imported, total: 4 },
      timestamp: new Date(Date.UTC(2026, 10, 21, 10, 0, seconds)).toISOString(),
    },
  };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const onActivated = vi.fn();
  const hook = renderHookInside(() => useActivation(onActivated), wrapper);
  return { hook, onActivated };
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers(FAKE_TIMERS_WITH_API);
  server = fakeActivationApi('NOT_ACTIVE');
  push.listeners.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useActivation', () => {
  it('activates, polls while importing, keeps the newest message and ends 10 s after import-finished', async () => {
    const { hook, onActivated } = setup();
    await flush();
    expect(hook.result.current.status).toBe('NOT_ACTIVE');
    expect(push.listeners.size).toBe(0);

    await act(() => {
      hook.result.current.start();
    });
    await flush();
    await flush();
    expect(hook.result.current.status).toBe('IMPORTING');
    expect(hook.result.current.importing).toBe(true);
    expect(push.listeners.size).toBe(1);

    // Polling: the status is asked for again while IMPORTING.
    const before = server.answered.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    });
    expect(server.answered.length).toBe(before + 1);

    // The newest message by timestamp wins, whatever the order of arrival.
    await act(() => {
      push.send(importMessage('import-started', 5, 2));
      push.send(importMessage('import-started', 1, 0));
      push.send('OK');
    });
    expect(hook.result.current.latest?.data.payload.imported).toBe(2);

    server.status = 'ACTIVE';
    await act(() => {
      push.send(importMessage('import-finished', 9, 4));
    });
    expect(hook.result.current.finishing).toBe(true);
    // No polling in the wait; activation has not ended yet.
    const duringWait = server.answered.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACTIVATION_FINISH_DELAY_MS - 1);
    });
    expect(server.answered.length).toBe(duringWait);
    expect(onActivated).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await flush();
    expect(hook.result.current.status).toBe('ACTIVE');
    expect(hook.result.current.importing).toBe(false);
    expect(hook.result.current.completed).toBe(true);
    expect(onActivated).toHaveBeenCalledTimes(1);
    expect(push.listeners.size).toBe(0);
  });

  it('does not call an active library activated', async () => {
    server.status = 'ACTIVE';
    const { hook, onActivated } = setup();
    await flush();
    expect(hook.result.current.status).toBe('ACTIVE');
    expect(hook.result.current.completed).toBe(false);
    expect(onActivated).not.toHaveBeenCalled();
  });
});
