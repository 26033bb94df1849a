import { buildSchema, type GraphQLSchema } from 'graphql';
import { CHANNELS, EXTRAS, findChannel, type Channel } from './channels.ts';

/** The merchandise schema: channels (a brand in a locale) and the articles they sell. */
const SDL = /* GraphQL */ `
  type Query {
    "Every channel."
    Channels: [Channel!]!
    "The channel of a vendor (its ID, or the channel ID) in a locale; null when there is none."
    Channel(code: String!, locale: String!): Channel
  }

  type Channel {
    ID: ID!
    ShopUrl: String!
    Vendor: Vendor!
    Currency: Currency!
    Articles: [Article!]!
  }

  type Vendor {
    ID: ID!
    Locale: String!
  }

  type Currency {
    ID: ID!
  }

  type Link {
    Href: String!
    Rel: String!
  }

  type Option {
    ID: ID!
    Title: String!
  }

  type Article {
    ID: ID!
    ArticleType: String!
    Title: String!
    "Millimetres."
    PageHeight: Int!
    PageWidth: Int!
    Visible: Boolean!
    Links: [Link!]!
    ${EXTRAS.map((name) => `${name}: [Option!]!`).join('\n    ')}
  }
`;

export const merchandiseSchema: GraphQLSchema = buildSchema(SDL);

/** Root resolvers; every other field is read from the objects by name. */
export const merchandiseRoot = {
  Channels: (): readonly Channel[] => CHANNELS,
  Channel: (args: { code: string; locale: string }): Channel | null =>
    findChannel(args.code, args.locale) ?? null,
};
