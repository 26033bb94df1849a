import { vendorForHost, type Vendor } from '@my-account/contract/vendors';
import { html, type SafeHtml } from './html.ts';
import { formatMessage, type MessageValues } from '../../../platform/locales/format-message.ts';
import { identityTexts, type IdentityTexts } from './identity-texts.ts';

/** Where the identity module serves its stylesheet and script (see identity-assets.routes.ts). */
export const ASSETS_PATH = '/oidc/assets';

export interface PageContext {
  vendor: Vendor;
  /** The locale the texts are in: the page's lang attribute. */
  locale: string;
  texts: IdentityTexts;
  /** Formats a text (ICU: `{brand}`, plurals) in the page's locale. */
  t(text: string, values?: MessageValues): string;
}

/**
 * The brand of a sign-in page comes from where the customer goes back to: the host of the
 * redirect URI (or post-logout redirect URI), as on the app itself.
 */
export function pageContextFor(returnUri: unknown, defaultVendorHost: string): PageContext {
  let host = '';
  if (typeof returnUri === 'string') {
    host = URL.parse(returnUri)?.host ?? '';
  }
  const vendor = vendorForHost(host, defaultVendorHost);
  const { locale, texts } = identityTexts(vendor.locale);
  return {
    vendor,
    locale,
    texts,
    t: (text, values = {}) => formatMessage(locale, text, { brand: vendor.name, ...values }),
  };
}

/**
 * The pages' Content-Security-Policy. Forms post to us, but the redirects that follow a sign-in
 * or sign-out end on the app's origins, and browsers apply form-action along that redirect chain.
 */
export function pageContentSecurityPolicy(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** Same-origin scripts only; the CSP forbids inline script. */
  scripts?: string[];
}

/** The brand's logo and favicon, served with the app (apps/web/public/brands/<brand>/). */
export function brandAssetUrl(vendor: Vendor, file: 'logo.svg' | 'favicon.svg'): string {
  return `/brands/${vendor.brand}/${file}`;
}

export function renderPage(ctx: PageContext, options: PageOptions): string {
  const theme = ctx.vendor.theme;
  return html`<!doctype html>
    <html lang="${ctx.locale}" class="${theme}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${options.title}</title>
        <link rel="icon" type="image/svg+xml" href="${brandAssetUrl(ctx.vendor, 'favicon.svg')}" />
        <link rel="stylesheet" href="${ASSETS_PATH}/themes.css" />
        <link rel="stylesheet" href="${ASSETS_PATH}/base.css" />
        <link rel="stylesheet" href="${ASSETS_PATH}/identity.css" />
        ${(options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
      </head>
      <body>
        <header class="site-header">
          <div class="site-header-inner">
            <img
              class="brand-logo"
              src="${brandAssetUrl(ctx.vendor, 'logo.svg')}"
              alt="${ctx.vendor.name}"
              height="34"
            />
          </div>
        </header>
        <div class="page">
          <main class="card">${options.body}</main>
        </div>
      </body>
    </html> `.value;
}
