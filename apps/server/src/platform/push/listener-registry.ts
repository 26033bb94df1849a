import type { Logger } from '../logging/create-logger.ts';
import type { PushListener } from './push-hub.ts';

/**
 * The listeners of one process, by channel. Both adapters deliver through it, so a listener
 * that throws is logged and never stops delivery to the others.
 */
export interface ListenerRegistry {
  /** Returns true when this was the channel's first listener. */
  add(channel: string, listener: PushListener): boolean;
  /** Returns true when this was the channel's last listener. */
  remove(channel: string, listener: PushListener): boolean;
  /** Parses the JSON text once per listener, so no listener can change another's copy. */
  deliver(channel: string, text: string): void;
  clear(): void;
}

export function createListenerRegistry(logger: Logger): ListenerRegistry {
  const channels = new Map<string, Set<PushListener>>();
  return {
    add(channel, listener) {
      const listeners = channels.get(channel);
      if (listeners) {
        listeners.add(listener);
        return false;
      }
      channels.set(channel, new Set([listener]));
      return true;
    },
    remove(channel, listener) {
      const listeners = channels.get(channel);
      if (!listeners?.delete(listener) || listeners.size > 0) {
        return false;
      }
      channels.delete(channel);
      return true;
    },
    deliver(channel, text) {
      for (const listener of channels.get(channel) ?? []) {
        try {
          listener(JSON.parse(text) as unknown);
        } catch (error) {
          logger.error({ err: error, channel }, 'push listener failed');
        }
      }
    },
    clear() {
      channels.clear();
    },
  };
}
