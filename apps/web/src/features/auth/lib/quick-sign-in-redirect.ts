import { fetchAppConfig } from '@/lib/app-config';
import { createIdentityManager } from '@/features/auth/lib/create-identity-manager';
import { currentReturnPath } from '@/features/auth/lib/redirect-target';

/**
 * The authorization-code redirect of the session's start(), with only the config and the OpenID
 * client loaded. Resolves only when the page comes back from the browser's history instead.
 */
export async function signInBeforeBoot(): Promise<void> {
  const manager = createIdentityManager(await fetchAppConfig());
  await manager.signinRedirect({ state: { returnTo: currentReturnPath() } });
}
