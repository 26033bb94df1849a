import { queryOptions } from '@tanstack/react-query';
import {
  ChannelQueryResultSchema,
  GraphqlRequestSchema,
  type ChannelIdentity,
} from '@my-account/contract/merchandise';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { printsQueryKeys } from '@/features/prints/api/prints-query-keys';
import { extractChannelId } from '@/features/prints/lib/channel-id';

const CHANNEL_QUERY = `query Channel($code: String!, $locale: String!) {
  Channel(code: $code, locale: $locale) { ID Vendor { ID Locale } }
}`;

/** POST /graphql (merchandise): the channel of a vendor code in a locale, null when unknown. */
export async function getChannel(
  code: string,
  locale: string,
  signal?: AbortSignal,
): Promise<ChannelIdentity | null> {
  const result = await httpClient.post(serviceUrl('merchandise', '/graphql'), {
    schema: ChannelQueryResultSchema,
    body: {
      schema: GraphqlRequestSchema,
      value: { query: CHANNEL_QUERY, variables: { code, locale }, operationName: 'Channel' },
    },
    ...(signal ? { signal } : {}),
  });
  return result.data.Channel;
}

/**
 * The channel ID the prints editor needs. An unknown channel rejects with 'Unable to extract
 * channel ID!' (the query cache reports it like every failed query) and is not retried.
 */
export function getChannelIdQueryOptions(code: string, locale: string) {
  return queryOptions({
    queryKey: printsQueryKeys.channel(code, locale),
    queryFn: async ({ signal }) => extractChannelId(await getChannel(code, locale, signal)),
    // Channels change with a release of the catalogue, not while a customer is choosing photos.
    staleTime: 60 * 60 * 1000,
  });
}
