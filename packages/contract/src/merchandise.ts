import { z } from 'zod/mini';

/**
 * Merchandise (`POST /api/merchandise/graphql`): channels (a brand in a locale) with their
 * articles. The app asks it for the channel ID the prints editor needs.
 */

export const GraphqlRequestSchema = z.object({
  query: z.string().check(z.minLength(1), z.maxLength(10_000)),
  variables: z.optional(z.record(z.string(), z.unknown())),
  operationName: z.optional(z.string().check(z.maxLength(200))),
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
  data: z.object({ Channel: z.nullable(ChannelIdentitySchema) }),
});

/** Any answer of the endpoint that ran (requests that cannot run are 400 in the error shape). */
export const GraphqlResponseSchema = z.object({
  data: z.nullable(z.record(z.string(), z.unknown())),
  errors: z.optional(
    z.array(
      z.object({
        message: z.string(),
        path: z.optional(z.array(z.union([z.string(), z.number()]))),
      }),
    ),
  ),
});
export type GraphqlResponse = z.infer<typeof GraphqlResponseSchema>;
