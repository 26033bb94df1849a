import { fallbackPublicConfig, type PublicConfig } from '@my-account/contract/public-config';
import { findVendor, resolveVendorHost, type Vendor } from '@my-account/contract/vendors';

function storefrontConfig(vendor: Vendor): PublicConfig {
  const shop = `https://www.${vendor.host}`;
  return {
    vendorHost: vendor.host,
    menus: {
      main: [
        { label: 'Photo books', url: `${shop}/photo-books` },
        { label: 'Prints', url: `${shop}/prints` },
        { label: 'Wall art', url: `${shop}/wall-art` },
        { label: 'Gifts', url: `${shop}/gifts` },
      ],
      footer: [
        { label: 'Help', url: `${shop}/help` },
        { label: 'Privacy', url: `${shop}/privacy` },
      ],
    },
    routes: { main: shop, editor: `${shop}/editor` },
    links: {
      faq: `${shop}/help`,
      allProducts: `${shop}/products`,
      customerCare: `${shop}/contact`,
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
