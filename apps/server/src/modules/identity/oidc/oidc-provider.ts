import type { Kysely } from 'kysely';
import Provider, { errors, type ClientMetadata, type Configuration } from 'oidc-provider';
import { B2B_AUTH_METHOD } from '@my-account/contract/auth';
import type { AppSettings } from '../../../config/env.ts';
import type { ServiceClient } from '../../../config/service-clients.ts';
import { SERVICE_SCOPE_NAMES } from '../../../platform/auth/service-scopes.ts';
import { embeddedIssuer, EMBEDDED_ISSUER_PATH } from '../../../platform/auth/issuer.ts';
import type { Database } from '../../../platform/database/schema.ts';
import { getAccount, IDP_TYPE, type Account } from '../account.service.ts';
import { loadFirstPartyGrant } from './first-party-grant.ts';
import { KyselyOidcAdapter } from './oidc-adapter.ts';
import type { OidcKeys } from './oidc-keys.ts';
import { consumeCodesOfRefusedExchanges } from './single-use-codes.ts';
import { providerPages } from './oidc-pages.ts';

export const INTERACTION_PATH = `${EMBEDDED_ISSUER_PATH}/interaction`;

/** The scopes the web app asks for. */
const SCOPES = ['openid', 'email', 'profile', 'offline_access'];
/** What an access token for our API says was granted (offline_access is about refresh tokens). */
const API_SCOPE = 'openid email profile';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
/** How long a sign-in lasts: the session, its grant and every refresh token in it. */
const SIGN_IN_LIFETIME = 14 * DAY;

export interface OidcProviderOptions {
  settings: AppSettings;
  db: Kysely<Database>;
  keys: OidcKeys;
  appOrigins: readonly string[];
}

/** The authentication methods a token carries: `b2b` marks a business customer. */
export function authenticationMethods(account: Pick<Account, 'isB2b'>): string[] {
  return account.isB2b ? ['pwd', B2B_AUTH_METHOD] : ['pwd'];
}

/** The web app: public (no secret), authorization code with PKCE, customers' scopes only. */
function webAppClient(settings: AppSettings, origins: readonly string[]): ClientMetadata {
  return {
    client_id: settings.OIDC_CLIENT_ID,
    client_name: 'My Account',
    application_type: 'web',
    // Never a service scope: those are for the configured service clients alone.
    scope: SCOPES.join(' '),
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
    post_logout_redirect_uris: origins.flatMap((origin) => [`${origin}/`, `${origin}/logout`]),
  };
}

/**
 * A system calling the internal routes (decision 0170): client credentials with its secret,
 * no redirects, only the scopes it is configured with.
 */
function serviceClient(client: ServiceClient): ClientMetadata {
  return {
    client_id: client.id,
    client_secret: client.secret,
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    scope: client.scopes.join(' '),
  };
}

export function createOidcProvider(options: OidcProviderOptions): Provider {
  const { settings, db, keys, appOrigins } = options;
  const audience = settings.OIDC_AUDIENCE;
  const allowedOrigins = new Set(appOrigins);
  const pages = providerPages(settings, appOrigins);
  const secureCookies = new URL(settings.PUBLIC_URL).protocol === 'https:';
  const serviceScopes = new Map(
    settings.SERVICE_CLIENTS.map((client) => [client.id, client.scopes.join(' ')]),
  );

  const configuration: Configuration = {
    adapter: (name: string) => new KyselyOidcAdapter(db, name),
    jwks: { keys: keys.signingKeys },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    clients: [webAppClient(settings, appOrigins), ...settings.SERVICE_CLIENTS.map(serviceClient)],
    // The app calls the token endpoint from the browser, from any brand's origin.
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    // Service scopes are listed too, so a client asking for one it was not given is refused.
    scopes: [...SCOPES, ...SERVICE_SCOPE_NAMES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        // Every token is for our API: JWTs the API verifies on its own, no introspection.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator, client) => {
          if (indicator !== audience) {
            throw new errors.InvalidTarget();
          }
          const service = serviceScopes.get(client.clientId);
          return {
            // A service's token carries its own scopes; a customer's, the customer's.
            scope: service ?? API_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: settings.ACCESS_TOKEN_TTL,
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    loadExistingGrant: loadFirstPartyGrant,
    async findAccount(_ctx, sub) {
      const account = await getAccount(db, sub);
      if (!account) {
        return undefined;
      }
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: false,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`,
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await getAccount(db, accountId) : undefined;
      if (!account) {
        return undefined;
      }
      // The sign-in session the token belongs to: a password change ends every other one.
      const sessionUid = 'sessionUid' in token ? token.sessionUid : undefined;
      return {
        email: account.email,
        idp_type: IDP_TYPE,
        idp_sub: account.id,
        amr: authenticationMethods(account),
        ...(sessionUid ? { sid: sessionUid } : {}),
      };
    },
    // Refresh tokens for the web app even without offline_access (which OpenID only honours
    // with prompt=consent); they end with the sign-in session, so signing out ends them too.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Public client: every refresh returns a new refresh token and consumes the old one.
    rotateRefreshToken: true,
    renderError: pages.renderError,
    ttl: {
      AccessToken: settings.ACCESS_TOKEN_TTL,
      ClientCredentials: settings.ACCESS_TOKEN_TTL,
      AuthorizationCode: MINUTE,
      IdToken: settings.ACCESS_TOKEN_TTL,
      Interaction: 60 * MINUTE,
      Session: SIGN_IN_LIFETIME,
      Grant: SIGN_IN_LIFETIME,
      // A rotated refresh token keeps its predecessor's end: rotation never extends a sign-in.
      RefreshToken: (ctx) =>
        ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_LIFETIME,
    },
  };

  const provider = new Provider(embeddedIssuer(settings), configuration);
  // Koa then reads X-Forwarded-Proto and -For, which issuerRequestHook has set from PUBLIC_URL
  // and TRUST_PROXY before any request reaches the provider: never the client's own words.
  provider.proxy = true;
  consumeCodesOfRefusedExchanges(provider);
  return provider;
}
