import { escape } from 'html-escaper';
import { z } from 'zod';
import { vendorForHost, type Vendor } from '@my-account/contract/vendors';
import { localeSection } from '../../platform/locales/locale-section.ts';

const bootTexts = localeSection('app', z.object({ loading: z.string() }));

/**
 * The built index.html with the brand of the request's host in it, so the first paint is already
 * the brand's (theme class, logo, favicon, language) rather than the default brand's until the
 * app has booted: the app later puts the same values on the same elements (applyBranding).
 * Rendered once per vendor and kept.
 */
export function createIndexPage(template: string, defaultVendorHost: string) {
  const cache = new Map<string, string>();
  return (host: string): string => {
    const vendor = vendorForHost(host, defaultVendorHost);
    let page = cache.get(vendor.host);
    if (page === undefined) {
      page = brandIndexPage(template, vendor);
      cache.set(vendor.host, page);
    }
    return page;
  };
}

function brandIndexPage(template: string, vendor: Vendor): string {
  const { locale, texts } = bootTexts(vendor.locale);
  const asset = (file: string) => `/brands/${escape(vendor.brand)}/${file}`;
  // The same markup as the app's full-screen PageLoader, which replaces it without a jump.
  const loader =
    `<div class="boot-loader" role="status" aria-busy="true">` +
    `<img class="boot-loader-logo" src="${asset('logo.svg')}" alt="" width="160" height="40" />` +
    `<span class="boot-loader-spinner"></span>` +
    `<span class="visually-hidden">${escape(texts.loading)}</span></div>`;
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
