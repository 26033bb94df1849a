import '@my-account/themes/themes.css';
import '@my-account/themes/base.css';
import '@my-account/themes/boot-loader.css';
import '@my-account/themes/boot-consent.css';
import { isPublicPath } from '@/app/bootstrap/public-paths';
import { canSignInBeforeBoot } from '@/features/auth/lib/quick-sign-in';

/**
 * A visit without any sign-in goes to the provider in one quick redirect, loading only the
 * OpenID client; everything else boots the app. Both load as their own chunks, so this entry
 * stays small.
 */
async function start(): Promise<void> {
  if (!isPublicPath(window.location.pathname) && canSignInBeforeBoot()) {
    try {
      const { signInBeforeBoot } = await import('@/features/auth/lib/quick-sign-in-redirect');
      await signInBeforeBoot();
      // Back from the provider through the browser's history: the app takes it from here.
    } catch {
      // The app's own sign-in reports what went wrong.
    }
  }
  const { renderApp } = await import('@/app/bootstrap/render-app');
  renderApp();
}

void start();
