import {
  PUSH_AUTHENTICATED_REPLY,
  PUSH_CLOSE_CODES,
  type PushAuthenticateMessage,
} from '@my-account/contract/push';
import { readAccessToken } from '@/lib/auth-cookies';
import { useAppConfig } from '@/lib/runtime-context';

/** The spec: the app closes its push connection after 30 minutes. */
export const PUSH_MAX_CONNECTION_MS = 30 * 60_000;
/** Waits before reconnecting after an unexpected close while something still listens. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type PushListener = (message: unknown) => void;

export interface PushSocketOptions {
  url: string;
  getToken?: () => string | undefined;
  createSocket?: (url: string) => WebSocket;
  maxConnectionMs?: number;
}

/**
 * The one push connection of the app. It opens when the first listener subscribes, sends the
 * access token as its first message, ignores the server's 'OK' (it only resolves `ready`) and
 * anything that is not JSON, and hands every parsed message to all listeners; each listener
 * checks the shape it cares about against the contract. It closes itself after 30 minutes and
 * when the last listener leaves; the next subscriber (or a wait for `ready`) opens a new one. An unexpected close while
 * listeners remain (a server restart, a lost network) reconnects after a short wait, so a job
 * that finishes meanwhile is still heard about.
 */
export class PushSocket {
  readonly #url: string;
  readonly #getToken: () => string | undefined;
  readonly #createSocket: (url: string) => WebSocket;
  readonly #maxConnectionMs: number;
  readonly #listeners = new Set<PushListener>();
  #socket: WebSocket | undefined;
  #authenticated = false;
  #waiting: (() => void)[] = [];
  #maxAgeTimer: ReturnType<typeof setTimeout> | undefined;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #failures = 0;

  constructor(options: PushSocketOptions) {
    this.#url = options.url;
    this.#getToken = options.getToken ?? readAccessToken;
    this.#createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.#maxConnectionMs = options.maxConnectionMs ?? PUSH_MAX_CONNECTION_MS;
  }

  /** Starts listening (opening the connection if needed); the returned function stops. */
  subscribe(listener: PushListener): () => void {
    this.#listeners.add(listener);
    this.#ensureOpen();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#close();
      }
    };
  }

  /**
   * Resolves once the server has answered 'OK' to the token, or after `timeoutMs` (callers then
   * go on regardless: their job may still be heard about, or is found later on its page).
   */
  ready(timeoutMs = 5_000): Promise<boolean> {
    if (this.#authenticated) {
      return Promise.resolve(true);
    }
    if (this.#listeners.size > 0) {
      this.#ensureOpen();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#waiting = this.#waiting.filter((waiter) => waiter !== done);
        resolve(false);
      }, timeoutMs);
      this.#waiting.push(done);
    });
  }

  get connected(): boolean {
    return this.#socket !== undefined;
  }

  #ensureOpen(): void {
    if (this.#socket || this.#reconnectTimer) {
      return;
    }
    const socket = this.#createSocket(this.#url);
    this.#socket = socket;
    this.#authenticated = false;
    socket.addEventListener('open', () => {
      const authenticate: PushAuthenticateMessage = {
        action: 'authenticate',
        token: this.#getToken() ?? '',
      };
      socket.send(JSON.stringify(authenticate));
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      this.#onMessage(event.data);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      this.#onClosed(socket, event.code);
    });
    this.#maxAgeTimer = setTimeout(() => {
      // The spec's 30 minutes: closed, and opened again only on demand (a new subscriber, or a
      // caller waiting for `ready`); a listener left over is backed by its own safety net.
      this.#close();
    }, this.#maxConnectionMs);
  }

  #onMessage(data: unknown): void {
    if (typeof data !== 'string') {
      return;
    }
    if (data === PUSH_AUTHENTICATED_REPLY) {
      this.#authenticated = true;
      this.#failures = 0;
      const waiting = this.#waiting;
      this.#waiting = [];
      for (const resolve of waiting) {
        resolve();
      }
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    for (const listener of [...this.#listeners]) {
      listener(message);
    }
  }

  #onClosed(socket: WebSocket, code: number): void {
    if (this.#socket !== socket) {
      return;
    }
    this.#forget();
    if (this.#listeners.size === 0) {
      return;
    }
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.#failures, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
    this.#failures += 1;
    // A rejected token is worth one more try only after the session had time to refresh.
    const wait = code === PUSH_CLOSE_CODES.unauthenticated ? Math.max(delay, 5_000) : delay;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      if (this.#listeners.size > 0) {
        this.#ensureOpen();
      }
    }, wait);
  }

  #forget(): void {
    clearTimeout(this.#maxAgeTimer);
    this.#maxAgeTimer = undefined;
    this.#socket = undefined;
    this.#authenticated = false;
  }

  #close(): void {
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = undefined;
    const socket = this.#socket;
    this.#forget();
    socket?.close(1000);
  }
}

const sockets = new Map<string, PushSocket>();

/** The app's one push connection for this push address (from `/config.json`). */
export function pushSocketFor(url: string): PushSocket {
  let socket = sockets.get(url);
  if (!socket) {
    socket = new PushSocket({ url });
    sockets.set(url, socket);
  }
  return socket;
}

/** The push connection of the running app (its address comes from `/config.json`). */
export function usePushSocket(): PushSocket {
  return pushSocketFor(useAppConfig().pushUrl);
}
