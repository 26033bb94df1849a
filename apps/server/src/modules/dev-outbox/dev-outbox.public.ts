/** What others may use of dev-outbox (decision 0130): the operator's key that opens it. */
export { loadOrCreateOutboxKey, OUTBOX_KEY_HEADER } from './dev-outbox-key.ts';
