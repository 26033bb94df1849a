import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import type { AppSettings } from '../../../config/env.ts';
import { errorPage } from '../pages/error-page.ts';
import { pageContentSecurityPolicy, pageContextFor } from '../pages/page-layout.ts';
import { signedOutPage, signOutPage } from '../pages/sign-out-pages.ts';

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
      send(ctx, signOutPage(pageContextFor(returnUri(ctx), settings.DEFAULT_VENDOR_HOST), form));
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
