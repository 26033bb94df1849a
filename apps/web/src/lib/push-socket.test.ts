import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushSocket, PUSH_MAX_CONNECTION_MS } from '@/lib/push-socket';

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket extends EventTarget {
  readonly url: string;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(url: string) {
    super();
    this.url = url;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  drop(code = 1006) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

let created: FakeSocket[];

function makeSocket(token = 'token-1') {
  return new PushSocket({
    url: 'ws://app.test/push',
    getToken: () => token,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      created.push(socket);
      return socket as unknown as WebSocket;
    },
  });
}

function socketAt(index: number): FakeSocket {
  const socket = created[index];
  if (!socket) {
    throw new Error(`no socket ${String(index)}`);
  }
  return socket;
}

beforeEach(() => {
  created = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PushSocket', () => {
  it('opens on the first subscriber and authenticates with the token as its first message', () => {
    const push = makeSocket();
    expect(created).toHaveLength(0);
    push.subscribe(() => undefined);
    push.subscribe(() => undefined);
    expect(created).toHaveLength(1);
    socketAt(0).open();
    expect(socketAt(0).url).toBe('ws://app.test/push');
    expect(socketAt(0).sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { action: 'authenticate', token: 'token-1' },
    ]);
  });

  it("ignores 'OK' and unparseable messages and hands parsed ones to every listener", () => {
    const push = makeSocket();
    const first = vi.fn();
    const second = vi.fn();
    push.subscribe(first);
    push.subscribe(second);
    socketAt(0).open();
    socketAt(0).receive('OK');
    socketAt(0).receive('{not json');
    socketAt(0).receive('{"id":"1","key":"download-started"}');
    expect(first.mock.calls).toEqual([[{ id: '1', key: 'download-started' }]]);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("resolves ready on 'OK', or false after the timeout", async () => {
    const push = makeSocket();
    push.subscribe(() => undefined);
    const late = push.ready(1_000);
    vi.advanceTimersByTime(1_000);
    await expect(late).resolves.toBe(false);
    const ready = push.ready(1_000);
    socketAt(0).open();
    socketAt(0).receive('OK');
    await expect(ready).resolves.toBe(true);
    await expect(push.ready()).resolves.toBe(true);
  });

  it('closes when the last listener leaves and after 30 minutes, and stays closed', () => {
    const push = makeSocket();
    const stop = push.subscribe(() => undefined);
    socketAt(0).open();
    stop();
    expect(socketAt(0).closedWith).toBe(1000);
    expect(push.connected).toBe(false);

    push.subscribe(() => undefined);
    expect(created).toHaveLength(2);
    vi.advanceTimersByTime(PUSH_MAX_CONNECTION_MS - 1);
    expect(socketAt(1).closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socketAt(1).closedWith).toBe(1000);
    // Still listened to, but nothing new needs it: it stays closed.
    vi.advanceTimersByTime(PUSH_MAX_CONNECTION_MS * 2);
    expect(created).toHaveLength(2);
    expect(push.connected).toBe(false);
  });

  it('opens again after its 30 minutes on demand: a new subscriber or a wait for ready', () => {
    const push = makeSocket();
    push.subscribe(() => undefined);
    vi.advanceTimersByTime(PUSH_MAX_CONNECTION_MS);
    expect(created).toHaveLength(1);
    void push.ready(1_000);
    expect(created).toHaveLength(2);
    socketAt(1).open();
    expect(socketAt(1).sent).toHaveLength(1);
    vi.advanceTimersByTime(PUSH_MAX_CONNECTION_MS);
    push.subscribe(() => undefined);
    expect(created).toHaveLength(3);
  });

  it('closes after 30 minutes for good when nobody listens any more', () => {
    const push = makeSocket();
    const stop = push.subscribe(() => undefined);
    stop();
    vi.advanceTimersByTime(PUSH_MAX_CONNECTION_MS * 2);
    expect(created).toHaveLength(1);
  });

  it('reconnects after an unexpected close while listeners remain', () => {
    const push = makeSocket();
    const listener = vi.fn();
    push.subscribe(listener);
    socketAt(0).open();
    socketAt(0).drop();
    expect(push.connected).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(created).toHaveLength(2);
    socketAt(1).open();
    socketAt(1).receive('{"id":"2"}');
    expect(listener).toHaveBeenCalledWith({ id: '2' });
  });

  it('does not reconnect when the last listener has left', () => {
    const push = makeSocket();
    const stop = push.subscribe(() => undefined);
    socketAt(0).drop();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(created).toHaveLength(1);
  });
});
