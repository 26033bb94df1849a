import { z } from 'zod';

/**
 * Merchandise (`POST /api/merchandise/graphql`): channels (a brand in a locale) with their
 * articles. The app asks it for the channel ID the prints editor needs.
 */

export const GraphqlRequestSchema = z.object({
  query: z.string().min(1).max(10_000),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().max(200).optional(),
});
export type GraphqlRequest = z.infer<typeof GraphqlRequestSchema>;

export const ChannelVendorSchema = z.object({ ID: z.string(), Locale: z.string() });

/** The fields the app reads of a channel (the schema has more: ShopUrl, Currency, Articles...). */
export const ChannelIdentitySchema = z.object({ ID: z.string(), Vendor: ChannelVendorSchema });
export type ChannelIdentity = z.infer<typeof ChannelIdentitySchema>;

/** `{ Channels { ID Vendor { ID Locale } } }` */
export const ChannelsQueryResultSchema = z.object({
  data: z.object({ Channels: z.array(ChannelIdentitySchema) }),
});
/** `query($code: String!, $locale: String!) { Channel(code: $code, locale: $locale) { ID Vendor { ID Locale } } }` */
export const ChannelQueryResultSchema = z.object({
  data: z.object({ Channel: ChannelIdentitySchema.nullable() }),
});
