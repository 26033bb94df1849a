import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  ChannelQueryResultSchema,
  ChannelsQueryResultSchema,
  GraphqlResponseSchema,
} from '@my-account/contract/merchandise';
import { VENDORS } from '@my-account/contract/vendors';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { startAlbumTestServer, type AlbumTestServer } from '../albums/album-test-support.ts';

let t: AlbumTestServer;
let token: string;
beforeAll(async () => {
  t = await startAlbumTestServer();
  token = await t.tokenFor('shopper');
});
afterAll(async () => {
  await t.close();
});

const graphql = (body: unknown, bearer = token) =>
  t.api(bearer, 'POST', '/merchandise/graphql', body);

const CHANNEL_QUERY =
  'query($code: String!, $locale: String!) { Channel(code: $code, locale: $locale) { ID Vendor { ID Locale } } }';

describe('merchandise GraphQL', () => {
  it('lists one channel per vendor and locale', async () => {
    const response = await graphql({ query: '{ Channels { ID Vendor { ID Locale } } }' });
    expect(response.status).toBe(200);
    const { data } = ChannelsQueryResultSchema.parse(await response.json());
    expect(data.Channels).toHaveLength(VENDORS.length);
    expect(new Set(data.Channels.map((channel) => channel.ID)).size).toBe(VENDORS.length);
    expect(data.Channels).toContainEqual({
      ID: 'PHOTOBOX_CO_UK_EN_GB',
      Vendor: { ID: 'photobox.co.uk', Locale: 'en-GB' },
    });
  });

  it('finds a channel by vendor code and locale, with its articles; unknown is null', async () => {
    const full = await graphql({
      query: `{ Channel(code: "albelli.se", locale: "sv-SE") {
        ID ShopUrl Currency { ID } Vendor { ID Locale }
        Articles { ID ArticleType Title PageHeight PageWidth Visible Links { Href Rel }
          Glossy { ID Title } PrintSize { ID Title } HangingKit { ID Title } } } }`,
    });
    expect(full.status).toBe(200);
    const body = GraphqlResponseSchema.parse(await full.json());
    expect(body.errors).toBeUndefined();
    const channel = z
      .object({
        Channel: z.object({
          ID: z.string(),
          ShopUrl: z.string(),
          Currency: z.object({ ID: z.string() }),
          Vendor: z.object({ ID: z.string(), Locale: z.string() }),
          Articles: z.array(z.record(z.string(), z.unknown())),
        }),
      })
      .parse(body.data).Channel;
    expect(channel).toMatchObject({
      ID: 'ALBELLI_SE_SV_SE',
      ShopUrl: 'https://www.onskefoto.se/',
      Currency: { ID: 'SEK' },
      Vendor: { ID: 'albelli.se', Locale: 'sv-SE' },
    });
    const prints = channel.Articles.find((article) => article.ID === 'PAP_910');
    expect(prints).toMatchObject({
      ArticleType: 'Prints',
      Visible: true,
      Glossy: [
        { ID: 'glossy', Title: 'Glossy' },
        { ID: 'matte', Title: 'Matte' },
      ],
      HangingKit: [],
    });

    const byVariables = await graphql({
      query: CHANNEL_QUERY,
      variables: { code: 'photobox.fr', locale: 'fr-FR' },
    });
    expect(ChannelQueryResultSchema.parse(await byVariables.json()).data.Channel).toEqual({
      ID: 'PHOTOBOX_FR_FR_FR',
      Vendor: { ID: 'photobox.fr', Locale: 'fr-FR' },
    });

    for (const variables of [
      { code: 'photobox.fr', locale: 'en-GB' },
      { code: 'unknown.example', locale: 'fr-FR' },
    ]) {
      const unknown = await graphql({ query: CHANNEL_QUERY, variables });
      expect(unknown.status).toBe(200);
      expect(ChannelQueryResultSchema.parse(await unknown.json()).data.Channel).toBeNull();
    }
  });

  it.each([
    ['a syntax error', { query: '{ Channels { ID ' }],
    ['an unknown field', { query: '{ Channels { Price } }' }],
    ['a missing variable', { query: CHANNEL_QUERY }],
    ['a variable of the wrong type', { query: CHANNEL_QUERY, variables: { code: 1, locale: 2 } }],
    ['an unknown operation name', { query: '{ Channels { ID } }', operationName: 'Other' }],
    ['no query', { variables: {} }],
  ])('answers 400 in the error shape for %s', async (_, body) => {
    const response = await graphql(body);
    expect(response.status).toBe(400);
    const error = ErrorResponseSchema.parse(await response.json());
    expect(error.statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    const response = await graphql({ query: '{ Channels { ID } }' }, 'not-a-token');
    expect(response.status).toBe(401);
  });
});

describe('GraphQL introspection', () => {
  const INTROSPECTION = { query: '{ __schema { queryType { name } } }' };

  it('answers outside production, for the API docs and tools', async () => {
    const response = await graphql(INTROSPECTION);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('is refused in production; __typename still answers', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const authorization = `Bearer ${await signAccessToken({
        ...production,
        issuer: `${production.settings.PUBLIC_URL}/oidc`,
      })}`;
      const ask = (payload: unknown) =>
        production.app.inject({
          method: 'POST',
          url: '/api/merchandise/graphql',
          headers: { authorization },
          payload: payload as Record<string, unknown>,
        });
      for (const query of [INTROSPECTION.query, '{ __type(name: "Channel") { name } }']) {
        const refused = await ask({ query });
        expect(refused.statusCode).toBe(400);
        expect(ErrorResponseSchema.parse(refused.json()).code).toBe('GRAPHQL_INVALID');
      }
      const typename = await ask({ query: '{ __typename }' });
      expect(typename.statusCode).toBe(200);
      expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await production.close();
    }
  });
});
