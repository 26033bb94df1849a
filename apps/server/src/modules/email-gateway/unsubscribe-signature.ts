import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { loadOnce, loadOrCreateUrlSecret } from '../../platform/http/url-signature.ts';

const KEY_ID = 'newsletter-unsubscribe';

/**
 * The token of a newsletter mail's unsubscribe link (decision 0201): an HMAC of the customer and
 * the address, so any mail can carry one without storing it, and it works without sign-in for
 * as long as the subscription exists. It does not expire: an old newsletter must still let its
 * reader leave.
 */
export interface UnsubscribeSigner {
  sign(subject: string, email: string): string;
  verify(subject: string, email: string, token: string): boolean;
}

export function createUnsubscribeSigner(secret: Buffer): UnsubscribeSigner {
  const key = createSecretKey(secret);
  // The purpose is part of the MAC, so this secret's tokens never pass for anything else.
  const mac = (subject: string, email: string): Buffer =>
    createHmac('sha256', key).update(`${KEY_ID}\n${subject}\n${email}`).digest();
  return {
    sign: (subject, email) => mac(subject, email).toString('base64url'),
    verify(subject, email, token) {
      const given = Buffer.from(token, 'base64url');
      const expected = mac(subject, email);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** One signer per process over the secret kept in the database, so every server agrees. */
export function lazyUnsubscribeSigner(db: Kysely<Database>): () => Promise<UnsubscribeSigner> {
  return loadOnce(() =>
    loadOrCreateUrlSecret(db, 'email_gateway_keys', KEY_ID).then(createUnsubscribeSigner),
  );
}
