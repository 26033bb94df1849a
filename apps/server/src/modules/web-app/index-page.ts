import { escape } from 'html-escaper';
import { z } from 'zod';
import { BOOT_CONSENT_BANNER_ID } from '@my-account/contract/consent';
import { DEFAULT_LOCALE, LOCALES, vendorForHost, type Vendor } from '@my-account/contract/vendors';
import { formatMessage } from '../../platform/locales/format-message.ts';
import { localeSection } from '../../platform/locales/locale-section.ts';

const bootTexts = localeSection('app', z.object({ loading: z.string() }));
const consentTexts = localeSection('consent', z.object({ title: z.string(), intro: z.string() }));

/** What decides the page besides its brand. */
export interface IndexPageVisitor {
  /** A session cookie: the entry boots the app rather than redirecting to sign-in. */
  hasSession: boolean;
  /** No cookie choice stored: the app will open its cookie banner. */
  consentPending: boolean;
}

export interface IndexPageOptions {
  defaultVendorHost: string;
  /**
   * The app's scripts (the render-app chunk and what it imports): preloaded for a visitor with a
   * session, whom the entry sends straight to them. Without a session the entry redirects to the
   * provider, and they would only slow that down.
   */
  appScripts: readonly string[];
}

/**
 * The built index.html with the brand of the request's host in it, so the first paint is already
 * the brand's (theme class, logo, favicon, language) rather than the default brand's until the
 * app has booted: the app later puts the same values on the same elements (applyBranding).
 * Rendered once per vendor (and session or not) and kept.
 */
export function createIndexPage(template: string, options: IndexPageOptions) {
  const cache = new Map<string, string>();
  const scriptPreloads = options.appScripts
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escape(file)}">`)
    .join('');
  return (host: string, visitor: IndexPageVisitor): string => {
    const vendor = vendorForHost(host, options.defaultVendorHost);
    const key = `${vendor.host} ${String(visitor.hasSession)} ${String(visitor.consentPending)}`;
    let page = cache.get(key);
    if (page === undefined) {
      page = brandIndexPage(template, vendor);
      if (visitor.hasSession) {
        page = page.replace('</head>', `${dataPreloads(vendor)}${scriptPreloads}</head>`);
      }
      if (visitor.consentPending) {
        page = page.replace('</body>', `${bootConsentBanner(vendor)}</body>`);
      }
      cache.set(key, page);
    }
    return page;
  };
}

/**
 * The answers the app waits for before it renders anything, fetched while its scripts download
 * instead of after them (two round trips fewer before the first photos): `/config.json`, then
 * the locale file (chosen as the app chooses it) and the vendor's public configuration, which
 * `/config.json` places on this origin. The app's fetches take these preloaded answers (same
 * URL, same-origin credentials).
 */
function dataPreloads(vendor: Vendor): string {
  const locale = LOCALES.includes(vendor.locale) ? vendor.locale : DEFAULT_LOCALE;
  const publicConfig = `/api/public-config/vendors/${encodeURIComponent(vendor.host)}`;
  return ['/config.json', `/locales/${locale}.json`, publicConfig]
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escape(url)}">`)
    .join('');
}

function brandIndexPage(template: string, vendor: Vendor): string {
  const { locale, texts } = bootTexts(vendor.locale);
  const asset = (file: string) => `/brands/${escape(vendor.brand)}/${file}`;
  // The same markup as the app's full-screen PageLoader, which replaces it without a jump.
  const loader =
    `<div class="boot-loader" role="status" aria-busy="true">` +
    `<img class="boot-loader-logo" src="${asset('logo.svg')}" alt="" width="160" height="40" />` +
    `<span class="boot-loader-spinner" aria-hidden="true"></span>` +
    `<span class="boot-loader-text">${escape(texts.loading)}</span></div>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escape(locale)}"`)
    .replace(
      /<link rel="icon"([^>]*) href="[^"]*"/,
      (_match, attributes: string) =>
        `<link rel="icon"${attributes} href="${asset('favicon.svg')}"`,
    )
    .replace(
      '<body>',
      `<body class="${escape(vendor.theme)}" data-brand="${escape(vendor.brand)}">`,
    )
    .replace('<div id="root"></div>', `<div id="root">${loader}</div>`);
}

/**
 * The cookie banner's title and text, painted with the page instead of after the app's code
 * (on a slow phone that took ~2 s more, and the banner's text is the largest thing on the first
 * screen). The same box as the app's banner (boot-consent.css); its buttons come with the app,
 * whose banner replaces this one.
 */
function bootConsentBanner(vendor: Vendor): string {
  const { locale, texts } = consentTexts(vendor.locale);
  const titleId = `${BOOT_CONSENT_BANNER_ID}-title`;
  return (
    `<section id="${BOOT_CONSENT_BANNER_ID}" class="boot-consent" aria-labelledby="${titleId}">` +
    `<div class="boot-consent-inner"><h2 id="${titleId}" class="boot-consent-title">` +
    `${escape(texts.title)}</h2>` +
    `<p>${escape(formatMessage(locale, texts.intro, { brand: vendor.name }))}</p></div></section>`
  );
}
