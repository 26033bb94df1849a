/**
 * A push connection driven by the test, for `vi.mock('@/lib/push-socket', ...)`: `send` delivers
 * a message to every subscriber, `listeners` shows who listens. One per test file (module state);
 * clear `listeners` between tests.
 */
export const fakePushSocket = (() => {
  const listeners = new Set<(message: unknown) => void>();
  return {
    listeners,
    subscribe: (listener: (message: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => Promise.resolve(true),
    send: (message: unknown) => {
      for (const listener of [...listeners]) {
        listener(message);
      }
    },
  };
})();
