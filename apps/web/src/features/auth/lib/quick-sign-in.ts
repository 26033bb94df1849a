import { readAccessToken, readRefreshToken } from '@/lib/auth-cookies';
import { isLocalStorageWritable } from '@/lib/storage';
import { hasPostLogoutRedirect } from '@/features/auth/lib/redirect-target';

/**
 * Whether a visit can go to the provider at once, before the app boots: no tokens at all (the
 * session's start() would redirect too, after the whole app had loaded), no logout target
 * waiting, and storage for the sign-in state. Anything else boots the app, which decides.
 */
export function canSignInBeforeBoot(): boolean {
  return (
    !readAccessToken() &&
    !readRefreshToken() &&
    !hasPostLogoutRedirect() &&
    isLocalStorageWritable()
  );
}
