import { VENDORS, type Vendor } from '@my-account/contract/vendors';

/** A channel: one brand (vendor) in one locale, with the articles it sells. */
export interface Channel {
  ID: string;
  ShopUrl: string;
  Vendor: { ID: string; Locale: string };
  Currency: { ID: string };
  Articles: Article[];
}

export interface ArticleOption {
  ID: string;
  Title: string;
}

/** The spec's extras, each a list of options; an article without one has an empty list. */
export const EXTRAS = [
  'Border',
  'CoverText',
  'CoverType',
  'ExtraPages',
  'FloatingFrame',
  'Glossy',
  'ImageEnhancement',
  'LayFlat',
  'Linnen',
  'Paper',
  'PlanksOrientation',
  'PremiumLayFlat',
  'PrintSize',
  'Toggles',
  'VoucherDiscount',
  'WoodFinishing',
  'Wrappers',
  'PrebuiltPosterFrame',
  'BoxFrame',
  'PosterFrame',
  'Passepartout',
  'HangingKit',
] as const;
export type ExtraName = (typeof EXTRAS)[number];

export type Article = {
  ID: string;
  ArticleType: string;
  Title: string;
  /** Millimetres. */
  PageHeight: number;
  PageWidth: number;
  Visible: boolean;
  Links: { Href: string; Rel: string }[];
} & Record<ExtraName, ArticleOption[]>;

const CURRENCIES: Readonly<Record<string, string>> = {
  GB: 'GBP',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
};

const noExtras = (): Record<ExtraName, ArticleOption[]> =>
  Object.fromEntries(EXTRAS.map((name) => [name, []])) as unknown as Record<
    ExtraName,
    ArticleOption[]
  >;

const options = (...pairs: [string, string][]): ArticleOption[] =>
  pairs.map(([ID, Title]) => ({ ID, Title }));

function articlesOf(shopUrl: string): Article[] {
  return [
    {
      ...noExtras(),
      ID: 'PAP_910',
      ArticleType: 'Prints',
      Title: 'Photo prints',
      PageHeight: 102,
      PageWidth: 152,
      Visible: true,
      Links: [{ Href: `${shopUrl}photo-prints`, Rel: 'shop' }],
      Border: options(['none', 'No border'], ['white', 'White border']),
      Glossy: options(['glossy', 'Glossy'], ['matte', 'Matte']),
      PrintSize: options(['10x15', '10 x 15 cm'], ['13x18', '13 x 18 cm'], ['20x30', '20 x 30 cm']),
      ImageEnhancement: options(['auto', 'Automatic enhancement'], ['off', 'No enhancement']),
    },
    {
      ...noExtras(),
      ID: 'PAP_130',
      ArticleType: 'Photobook',
      Title: 'Classic photo book',
      PageHeight: 210,
      PageWidth: 297,
      Visible: true,
      Links: [{ Href: `${shopUrl}photo-books`, Rel: 'shop' }],
      CoverType: options(['hard', 'Hard cover'], ['soft', 'Soft cover'], ['linen', 'Linen cover']),
      CoverText: options(['none', 'No text'], ['spine', 'Text on the spine']),
      ExtraPages: options(['0', 'No extra pages'], ['10', '10 extra pages']),
      LayFlat: options(['off', 'Standard pages'], ['on', 'Lay-flat pages']),
      Paper: options(['silk', 'Silk paper'], ['premium', 'Premium matte paper']),
    },
    {
      ...noExtras(),
      ID: 'PAP_400',
      ArticleType: 'WallDecor',
      Title: 'Poster',
      PageHeight: 420,
      PageWidth: 297,
      Visible: true,
      Links: [{ Href: `${shopUrl}posters`, Rel: 'shop' }],
      PosterFrame: options(['none', 'No frame'], ['black', 'Black frame'], ['oak', 'Oak frame']),
      Passepartout: options(['none', 'No mount'], ['white', 'White mount']),
      HangingKit: options(['none', 'No hanging kit'], ['included', 'Hanging kit']),
    },
  ];
}

/** "photobox.co.uk" in "en-GB" -> "PHOTOBOX_CO_UK_EN_GB": stable, readable in editor URLs. */
export const channelIdOf = (vendor: Pick<Vendor, 'serviceVendorId' | 'locale'>): string =>
  `${vendor.serviceVendorId}_${vendor.locale}`.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** One channel per vendor and its locale. */
export const CHANNELS: readonly Channel[] = VENDORS.map((vendor) => {
  const shopUrl = `https://www.${vendor.host}/`;
  return {
    ID: channelIdOf(vendor),
    ShopUrl: shopUrl,
    Vendor: { ID: vendor.serviceVendorId, Locale: vendor.locale },
    Currency: { ID: CURRENCIES[vendor.country ?? ''] ?? 'EUR' },
    Articles: articlesOf(shopUrl),
  };
});

/**
 * The channel for a code (the vendor ID, e.g. "photobox.co.uk", or the channel ID) in a
 * locale; undefined when there is none.
 */
export function findChannel(code: string, locale: string): Channel | undefined {
  const wanted = code.trim().toLowerCase();
  return CHANNELS.find(
    (channel) =>
      channel.Vendor.Locale.toLowerCase() === locale.trim().toLowerCase() &&
      (channel.Vendor.ID.toLowerCase() === wanted || channel.ID.toLowerCase() === wanted),
  );
}

/** The channel of an ID (e.g. "PHOTOBOX_CO_UK_EN_GB"); undefined when there is none. */
export function findChannelById(id: string): Channel | undefined {
  const wanted = id.trim().toUpperCase();
  return CHANNELS.find((channel) => channel.ID === wanted);
}
