import type { Redis } from 'ioredis';
import type { Logger } from '../logging/create-logger.ts';
import { createListenerRegistry } from './listener-registry.ts';
import type { PushHub } from './push-hub.ts';

export interface RedisPushHubOptions {
  /** Publishes; any command connection. */
  publisher: Redis;
  /** Dedicated: a subscribed connection can run no other command. */
  subscriber: Redis;
  /** Namespace of the channels (REDIS_PREFIX). */
  prefix: string;
  logger: Logger;
}

/**
 * The scale-out adapter: one Redis channel per user, subscribed by a server only while one of
 * its connections listens to that user.
 */
export function createRedisPushHub(options: RedisPushHubOptions): PushHub {
  const { publisher, subscriber, logger } = options;
  const registry = createListenerRegistry(logger);
  const channelOf = (userId: string): string => `${options.prefix}:push:${userId}`;

  const onMessage = (channel: string, text: string): void => {
    registry.deliver(channel, text);
  };
  subscriber.on('message', onMessage);
  /** The SUBSCRIBE of each channel this process listens to, settled once Redis confirmed it. */
  const subscribed = new Map<string, Promise<unknown>>();

  return {
    async publish(userId, message) {
      await publisher.publish(channelOf(userId), JSON.stringify(message));
    },

    async subscribe(userId, listener) {
      const channel = channelOf(userId);
      // Redis runs one connection's commands in order, so SUBSCRIBE and UNSUBSCRIBE of a
      // channel cannot overtake each other even when a user reconnects at once.
      if (registry.add(channel, listener)) {
        subscribed.set(channel, subscriber.subscribe(channel));
      }
      try {
        // A second listener of the channel waits for the first one's SUBSCRIBE too.
        await subscribed.get(channel);
      } catch (error) {
        if (registry.remove(channel, listener)) {
          subscribed.delete(channel);
        }
        throw error;
      }
      return async () => {
        if (registry.remove(channel, listener)) {
          subscribed.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },

    async close() {
      subscriber.off('message', onMessage);
      registry.clear();
      subscribed.clear();
    },
  };
}
