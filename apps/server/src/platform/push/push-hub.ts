import type { JsonValue } from '../json-value.ts';

/** Receives the messages published to one user; the message is a fresh copy for each listener. */
export type PushListener = (message: unknown) => void;

/** Stops a listener; resolves once no further message reaches it. */
export type Unsubscribe = () => Promise<void>;

/**
 * Fan-out of push messages (for example "download finished") to every connection of a user,
 * whichever server the connection and the publisher are on.
 */
export interface PushHub {
  /** Delivers the message to the user's current listeners; none listening is not an error. */
  publish(userId: string, message: JsonValue): Promise<void>;
  /** Resolves once messages published from now on reach the listener. */
  subscribe(userId: string, listener: PushListener): Promise<Unsubscribe>;
  close(): Promise<void>;
}
