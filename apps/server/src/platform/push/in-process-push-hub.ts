import type { Logger } from '../logging/create-logger.ts';
import { createListenerRegistry } from './listener-registry.ts';
import type { PushHub } from './push-hub.ts';

/** The embedded default: listeners in this process only. */
export function createInProcessPushHub(logger: Logger): PushHub {
  const registry = createListenerRegistry(logger);
  return {
    async publish(userId, message) {
      // Through JSON like the Redis adapter, so both deliver the same values the same way
      // (asynchronously, never within the publisher's call stack).
      const text = JSON.stringify(message);
      setImmediate(() => {
        registry.deliver(userId, text);
      });
    },
    async subscribe(userId, listener) {
      registry.add(userId, listener);
      return async () => {
        registry.remove(userId, listener);
      };
    },
    async close() {
      registry.clear();
    },
  };
}
