import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { authenticate, type Account } from './account.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

export interface SignInDeps {
  db: Kysely<Database>;
  throttle: SignInThrottle;
}

export type SignInOutcome =
  | { kind: 'signedIn'; account: Account }
  | { kind: 'wrongCredentials' }
  /** Too many failures for this account lately: not even the right password is checked. */
  | { kind: 'throttled'; retryAfterSeconds: number };

/** A sign-in with e-mail and password, within the per-account limit of failed attempts. */
export async function signInWithPassword(
  deps: SignInDeps,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const retryAfterSeconds = await deps.throttle.secondsToWait(email);
  if (retryAfterSeconds > 0) {
    return { kind: 'throttled', retryAfterSeconds };
  }
  const account = await authenticate(deps.db, email, password);
  if (!account) {
    await deps.throttle.recordFailure(email);
    return { kind: 'wrongCredentials' };
  }
  await deps.throttle.recordSuccess(email);
  return { kind: 'signedIn', account };
}
