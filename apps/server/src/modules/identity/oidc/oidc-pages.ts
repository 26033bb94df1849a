import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import type { AppSettings } from '../../../config/env.ts';
import { errorPage } from '../pages/error-page.ts';
import { pageContentSecurityPolicy, pageContextFor } from '../pages/page-layout.ts';
import { confirmSignOutPage, signedOutPage, signOutPage } from '../pages/sign-out-pages.ts';

export interface ProviderPages {
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => void;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => void;
  renderError: (ctx: KoaContextWithOIDC, out: ErrorOut) => void;
}

/** The pages oidc-provider renders itself (sign-out, signed out, errors), in our look. */
export function providerPages(settings: AppSettings, appOrigins: readonly string[]): ProviderPages {
  const csp = pageContentSecurityPolicy(appOrigins);
  const homeUrl = `${settings.PUBLIC_URL}/`;
  const send = (ctx: KoaContextWithOIDC, body: string): void => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = body;
  };
  const returnUri = (ctx: KoaContextWithOIDC): unknown =>
    ctx.oidc?.params?.post_logout_redirect_uri ?? ctx.oidc?.params?.redirect_uri;

  return {
    logoutSource: (ctx, form) => {
      const page = pageContextFor(returnUri(ctx), settings.DEFAULT_VENDOR_HOST);
      if (hintNamesThisSignIn(ctx)) {
        send(ctx, signOutPage(page, form));
        return;
      }
      send(ctx, confirmSignOutPage(page, form, stayUrl(returnUri(ctx), homeUrl)));
    },
    postLogoutSuccessSource: (ctx) => {
      send(ctx, signedOutPage(pageContextFor(undefined, settings.DEFAULT_VENDOR_HOST), homeUrl));
    },
    renderError: (ctx, out) => {
      const details = [out.error, out.error_description ?? ''];
      send(
        ctx,
        errorPage(pageContextFor(returnUri(ctx), settings.DEFAULT_VENDOR_HOST), {
          homeUrl,
          details,
        }),
      );
    },
  };
}

/**
 * True when the sign-out request carries an ID token of this very sign-in: the provider has
 * checked its signature and audience; it must also name the session's account and have been
 * issued since that account signed in (ours carry no `sid` without back-channel logout). Only
 * our app holds such a token, so only our app signs a customer out without a question.
 */
function hintNamesThisSignIn(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const session = ctx.oidc.session;
  const signedInAt = session?.authTime();
  if (!hint || !session?.accountId || signedInAt === undefined) {
    return false;
  }
  return hint.sub === session.accountId && typeof hint.iat === 'number' && hint.iat >= signedInAt;
}

/** "Stay signed in" goes back to the app the request came from when the provider accepted it. */
function stayUrl(returnUri: unknown, homeUrl: string): string {
  const origin = typeof returnUri === 'string' ? URL.parse(returnUri)?.origin : undefined;
  return origin ? `${origin}/` : homeUrl;
}
