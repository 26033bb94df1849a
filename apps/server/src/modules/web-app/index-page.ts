import { escape } from 'html-escaper';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, vendorForHost, type Vendor } from '@my-account/contract/vendors';
import { localeSection } from '../../platform/locales/locale-section.ts';

const bootTexts = localeSection('app', z.object({ loading: z.string() }));

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
  return (host: string, hasSession: boolean): string => {
    const vendor = vendorForHost(host, options.defaultVendorHost);
    const key = `${vendor.host} ${String(hasSession)}`;
    let page = cache.get(key);
    if (page === undefined) {
      page = brandIndexPage(template, vendor);
      if (hasSession) {
        page = page.replace('</head>', `${dataPreloads(vendor)}${scriptPreloads}</head>`);
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
