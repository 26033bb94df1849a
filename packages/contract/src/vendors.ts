/**
 * The brands (vendors) and the hosts they are served from. The vendor of a request or a page
 * is derived from its host name; see `resolveVendorHost`.
 */
export const THEME_CLASSES = ['alb', 'pbx', 'hfm'] as const;
export type ThemeClass = (typeof THEME_CLASSES)[number];

export const BRANDS = {
  albelli: { name: 'albelli', theme: 'alb' },
  bonusprint: { name: 'bonusprint', theme: 'alb' },
  fotoknudsen: { name: 'fotoknudsen', theme: 'alb' },
  monalbumphoto: { name: 'monalbumphoto', theme: 'alb' },
  onskefoto: { name: 'onskefoto', theme: 'alb' },
  posterxxl: { name: 'posterXXL', theme: 'alb' },
  photobox: { name: 'Photobox', theme: 'pbx' },
  hofmann: { name: 'Hofmann', theme: 'hfm' },
} as const satisfies Record<string, { name: string; theme: ThemeClass }>;
export type BrandId = keyof typeof BRANDS;

export interface Vendor {
  /** The production host name, e.g. "photobox.co.uk". */
  host: string;
  brand: BrandId;
  name: string;
  theme: ThemeClass;
  /** ISO 3166 country code; absent for hosts that serve no single country. */
  country?: string;
  locale: string;
  /** The id other services know this vendor by, when it differs from the host. */
  serviceVendorId: string;
  b2b: boolean;
}

interface VendorEntry {
  host: string;
  brand: BrandId;
  country?: string;
  locale: string;
  serviceVendorId?: string;
  b2b?: boolean;
}

const ENTRIES: VendorEntry[] = [
  { host: 'albelli.be', brand: 'albelli', country: 'BE', locale: 'nl-BE' },
  { host: 'albelli.de', brand: 'albelli', country: 'DE', locale: 'de-AT' },
  { host: 'albelli.nl', brand: 'albelli', country: 'NL', locale: 'nl-NL' },
  { host: 'bonusprint.co.uk', brand: 'bonusprint', country: 'GB', locale: 'en-GB' },
  { host: 'fotoknudsen.no', brand: 'fotoknudsen', country: 'NO', locale: 'nb-NO' },
  { host: 'monalbumphoto.fr', brand: 'monalbumphoto', country: 'FR', locale: 'fr-FR' },
  {
    host: 'onskefoto.se',
    brand: 'onskefoto',
    country: 'SE',
    locale: 'sv-SE',
    serviceVendorId: 'albelli.se',
  },
  { host: 'posterxxl.de', brand: 'posterxxl', country: 'DE', locale: 'de-AT' },
  { host: 'posterxxl.at', brand: 'posterxxl', country: 'AT', locale: 'de-AT' },
  { host: 'b2b.posterxxl.de', brand: 'posterxxl', country: 'DE', locale: 'de-AT', b2b: true },
  { host: 'photobox.co.uk', brand: 'photobox', country: 'GB', locale: 'en-GB' },
  { host: 'photobox.fr', brand: 'photobox', country: 'FR', locale: 'fr-FR' },
  { host: 'photobox.ie', brand: 'photobox', country: 'IE', locale: 'en-GB' },
  { host: 'photobox.it', brand: 'photobox', country: 'IT', locale: 'it-IT' },
  { host: 'photobox.dk', brand: 'photobox', country: 'DK', locale: 'da-DK' },
  { host: 'hofmann.es', brand: 'hofmann', country: 'ES', locale: 'es-ES' },
  { host: 'hofmann.pt', brand: 'hofmann', country: 'PT', locale: 'pt-PT' },
];

export const VENDORS: readonly Vendor[] = ENTRIES.map((entry) => ({
  host: entry.host,
  brand: entry.brand,
  name: BRANDS[entry.brand].name,
  theme: BRANDS[entry.brand].theme,
  ...(entry.country ? { country: entry.country } : {}),
  locale: entry.locale,
  serviceVendorId: entry.serviceVendorId ?? entry.host,
  b2b: entry.b2b ?? false,
}));

export const DEFAULT_LOCALE = 'en-GB';

/** The locales the product is written in: one complete locale file each (packages/locales). */
export const LOCALES: readonly string[] = [...new Set(VENDORS.map((vendor) => vendor.locale))];
export const DEFAULT_VENDOR_HOST = 'photobox.co.uk';

/** Hosts that only redirect to another vendor's host. */
export const VENDOR_REDIRECTS: Readonly<Record<string, string>> = {
  'albelli.fr': 'monalbumphoto.fr',
};

/** Environment prefixes stripped from a host before it is matched against the vendor list. */
const HOST_PREFIXES = ['myaccount.', 't-dtap.', 'a-dtap.', 'www.'];

/**
 * Normalises a browser host ("myaccount.photobox.co.uk", "photobox.co.uk.localhost:8080") to the
 * vendor host it stands for, or undefined when it names no vendor.
 */
export function resolveVendorHost(rawHost: string): string | undefined {
  let host = rawHost.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  host = host.replace(/\.localhost$/, '');
  let stripped = true;
  while (stripped) {
    stripped = false;
    for (const prefix of HOST_PREFIXES) {
      if (host.startsWith(prefix)) {
        host = host.slice(prefix.length);
        stripped = true;
      }
    }
  }
  if (VENDORS.some((vendor) => vendor.host === host) || host in VENDOR_REDIRECTS) {
    return host;
  }
  return undefined;
}

export function findVendor(host: string): Vendor | undefined {
  return VENDORS.find((vendor) => vendor.host === host);
}

/** The vendor for a browser host, falling back to the configured default vendor. */
export function vendorForHost(rawHost: string, defaultHost = DEFAULT_VENDOR_HOST): Vendor {
  const host = resolveVendorHost(rawHost);
  const vendor = (host && findVendor(host)) || findVendor(defaultHost) || VENDORS[0];
  if (!vendor) {
    throw new Error('No vendors configured');
  }
  return vendor;
}
