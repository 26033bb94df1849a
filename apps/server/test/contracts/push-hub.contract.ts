import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushHub } from '../../src/platform/push/push-hub.ts';

export interface PushHubFixture {
  /** Where messages are published. */
  publisher: PushHub;
  /** Where listeners subscribe: another server's hub for the scale-out adapter. */
  subscriber: PushHub;
  cleanup(): Promise<void>;
}

/** Collects what a listener receives and lets a test wait for the n-th message. */
function inbox() {
  const messages: unknown[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    messages,
    listener: (message: unknown): void => {
      messages.push(message);
      for (const waiter of waiters.filter((w) => messages.length >= w.count)) {
        waiter.resolve();
      }
    },
    received: (count: number): Promise<void> => {
      if (messages.length >= count) {
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`got ${messages.length} of ${count} messages`));
        }, 5_000);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

/** What every push fan-out adapter must do; run once per adapter. */
export function describePushHubContract(
  adapter: string,
  setup: () => Promise<PushHubFixture>,
): void {
  describe(`push hub contract: ${adapter}`, () => {
    let fixture: PushHubFixture;
    beforeEach(async () => {
      fixture = await setup();
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    it("delivers a user's messages to that user's listener, in order", async () => {
      const box = inbox();
      await fixture.subscriber.subscribe('user-1', box.listener);
      await fixture.publisher.publish('user-1', { type: 'download', state: 'started' });
      await fixture.publisher.publish('user-1', { type: 'download', state: 'finished', n: 2 });
      await box.received(2);
      expect(box.messages).toEqual([
        { type: 'download', state: 'started' },
        { type: 'download', state: 'finished', n: 2 },
      ]);
    });

    it("never delivers another user's messages", async () => {
      const mine = inbox();
      await fixture.subscriber.subscribe('user-a', mine.listener);
      await fixture.publisher.publish('user-b', { secret: true });
      await fixture.publisher.publish('user-a', { marker: true });
      await mine.received(1);
      expect(mine.messages).toEqual([{ marker: true }]);
    });

    it('gives every listener of a user its own copy', async () => {
      const first = inbox();
      const second = inbox();
      await fixture.subscriber.subscribe('user-2', (message) => {
        (message as { seen?: boolean }).seen = true;
        first.listener(message);
      });
      await fixture.subscriber.subscribe('user-2', second.listener);
      await fixture.publisher.publish('user-2', { n: 1 });
      await Promise.all([first.received(1), second.received(1)]);
      expect(first.messages).toEqual([{ n: 1, seen: true }]);
      expect(second.messages).toEqual([{ n: 1 }]);
    });

    it('stops delivering to a listener once unsubscribed, and only to that one', async () => {
      const leaving = inbox();
      const staying = inbox();
      const unsubscribe = await fixture.subscriber.subscribe('user-3', leaving.listener);
      await fixture.subscriber.subscribe('user-3', staying.listener);
      await fixture.publisher.publish('user-3', { n: 1 });
      await Promise.all([leaving.received(1), staying.received(1)]);
      await unsubscribe();
      await unsubscribe();
      await fixture.publisher.publish('user-3', { n: 2 });
      await staying.received(2);
      expect(leaving.messages).toEqual([{ n: 1 }]);
    });

    it('delivers again to a user who left and came back', async () => {
      const first = inbox();
      const unsubscribe = await fixture.subscriber.subscribe('user-4', first.listener);
      await unsubscribe();
      const again = inbox();
      await fixture.subscriber.subscribe('user-4', again.listener);
      await fixture.publisher.publish('user-4', { back: true });
      await again.received(1);
      expect(first.messages).toEqual([]);
    });

    it('keeps delivering to the others when a listener throws', async () => {
      const box = inbox();
      await fixture.subscriber.subscribe('user-5', () => {
        throw new Error('listener bug');
      });
      await fixture.subscriber.subscribe('user-5', box.listener);
      await fixture.publisher.publish('user-5', { n: 1 });
      await fixture.publisher.publish('user-5', { n: 2 });
      await box.received(2);
    });

    it('accepts a message for a user nobody listens to', async () => {
      await expect(fixture.publisher.publish('nobody', { n: 1 })).resolves.toBeUndefined();
    });
  });
}
