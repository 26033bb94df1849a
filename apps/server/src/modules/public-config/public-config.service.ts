import { fallbackPublicConfig, type PublicConfig } from '@my-account/contract/public-config';
import {
  DEFAULT_LOCALE,
  findVendor,
  resolveVendorHost,
  type Vendor,
} from '@my-account/contract/vendors';
import { STOREFRONT_MENUS } from './storefront-menus.ts';

function storefrontConfig(vendor: Vendor): PublicConfig {
  const shop = `https://www.${vendor.host}`;
  const storefront = STOREFRONT_MENUS[vendor.locale] ?? STOREFRONT_MENUS[DEFAULT_LOCALE];
  if (!storefront) {
    return fallbackPublicConfig(vendor.host);
  }
  const link = ([label, path]: readonly [string, string]) => ({ label, url: `${shop}${path}` });
  return {
    vendorHost: vendor.host,
    menus: { main: storefront.main.map(link), footer: storefront.footer.map(link) },
    routes: { main: shop, editor: `${shop}/editor` },
    links: {
      faq: `${shop}${storefront.paths.faq}`,
      allProducts: `${shop}${storefront.paths.allProducts}`,
      customerCare: `${shop}${storefront.paths.customerCare}`,
      storefront: shop,
    },
    helpChatEnabled: !vendor.b2b,
  };
}

/** Storefront menus and links of a vendor host, or the fallback when it names no vendor. */
export function publicConfigFor(host: string): PublicConfig {
  const vendorHost = resolveVendorHost(host);
  const vendor = vendorHost ? findVendor(vendorHost) : undefined;
  return vendor ? storefrontConfig(vendor) : fallbackPublicConfig(host);
}
