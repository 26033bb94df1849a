import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/** Cookies by name, as a browser would keep them for one host (paths ignored: one test host). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*expires=.*1970/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute),
      );
      if (expired || value === '') {
        this.#cookies.delete(name);
      } else {
        this.#cookies.set(name, value);
      }
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }
}

/** A browser tab: follows nothing by itself, keeps cookies, resolves relative locations. */
export class TestBrowser {
  readonly jar = new CookieJar();
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  async get(url: string): Promise<Response> {
    return this.#send(url, { method: 'GET' });
  }

  async postForm(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.#send(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  resolve(location: string): string {
    return new URL(location, this.#baseUrl).href;
  }

  async #send(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) {
      headers.set('cookie', cookie);
    }
    const response = await fetch(this.resolve(url), { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }
}

export function location(response: Response): string {
  const value = response.headers.get('location');
  if (!value) {
    throw new Error(`Expected a redirect, got ${response.status}: ${response.statusText}`);
  }
  return value;
}

export interface TokenSet {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token: string;
  refresh_token: string;
  scope?: string;
}

export interface AuthorizationRequest {
  browser: TestBrowser;
  redirectUri: string;
  /** Where the app's page lives: the Origin of its token requests. */
  appOrigin: string;
  verifier: string;
  state: string;
  /** The sign-in page the provider sent the browser to. */
  interactionUrl: string;
}

export const SCOPE = 'openid email profile offline_access';

/** An authorization request URL as the app builds it: code flow, PKCE S256. */
export function authorizationUrl(
  server: TestServer,
  options: {
    redirectUri: string;
    verifier: string;
    state: string;
    extra?: Record<string, string> | undefined;
  },
): string {
  const url = new URL(`${server.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: server.settings.OIDC_CLIENT_ID,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state: options.state,
    code_challenge: createHash('sha256').update(options.verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...options.extra,
  }).toString();
  return url.href;
}

/**
 * What the app (oidc-client-ts) does first: a PKCE authorization request from one of its
 * origins. The provider answers with our sign-in page.
 */
export async function beginSignIn(
  server: TestServer,
  options: { appOrigin?: string; browser?: TestBrowser; extra?: Record<string, string> } = {},
): Promise<AuthorizationRequest> {
  const appOrigin = options.appOrigin ?? server.baseUrl;
  const browser = options.browser ?? new TestBrowser(server.baseUrl);
  const redirectUri = `${appOrigin}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = authorizationUrl(server, { redirectUri, verifier, state, extra: options.extra });
  const response = await browser.get(url);
  expect(response.status).toBe(303);
  return {
    browser,
    redirectUri,
    appOrigin,
    verifier,
    state,
    interactionUrl: browser.resolve(location(response)),
  };
}

/**
 * Follows the provider's redirects (resume, and a consent step if there is one) until it sends
 * the browser back to the app; returns the authorization code.
 */
export async function followToCallback(
  request: AuthorizationRequest,
  firstLocation: string,
): Promise<string> {
  let next = request.browser.resolve(firstLocation);
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(request.redirectUri)) {
      const callback = new URL(next);
      expect(callback.searchParams.get('error')).toBeNull();
      expect(callback.searchParams.get('state')).toBe(request.state);
      const code = callback.searchParams.get('code');
      if (!code) {
        throw new Error(`No code in ${next}`);
      }
      return code;
    }
    const response = await request.browser.get(next);
    if (response.status !== 303 && response.status !== 302) {
      throw new Error(`Expected a redirect from ${next}, got ${response.status}`);
    }
    next = request.browser.resolve(location(response));
  }
  throw new Error('Too many redirects');
}

/** The token endpoint, called as the app does it: from the browser, cross-origin. */
export async function tokenRequest(
  server: TestServer,
  fields: Record<string, string>,
  appOrigin = server.baseUrl,
): Promise<Response> {
  return fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: appOrigin },
    body: new URLSearchParams({ client_id: server.settings.OIDC_CLIENT_ID, ...fields }).toString(),
  });
}

export async function exchangeCode(
  server: TestServer,
  request: AuthorizationRequest,
  code: string,
): Promise<TokenSet> {
  const response = await tokenRequest(
    server,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      code_verifier: request.verifier,
    },
    request.appOrigin,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TokenSet;
}

export async function refreshTokens(server: TestServer, refreshToken: string): Promise<Response> {
  return tokenRequest(server, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

export interface SignInResult {
  tokens: TokenSet;
  request: AuthorizationRequest;
}

/** The whole sign-in: authorization request, our sign-in form, code exchange with PKCE. */
export async function signIn(
  server: TestServer,
  credentials: { email: string; password: string },
  options: { appOrigin?: string; browser?: TestBrowser } = {},
): Promise<SignInResult> {
  const request = await beginSignIn(server, options);
  const submitted = await request.browser.postForm(
    `${request.interactionUrl}/sign-in`,
    credentials,
  );
  expect(submitted.status).toBe(303);
  const code = await followToCallback(request, location(submitted));
  return { tokens: await exchangeCode(server, request, code), request };
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Registration through our form, which signs the new customer in. */
export async function register(
  server: TestServer,
  customer: NewCustomer,
  options: { appOrigin?: string } = {},
): Promise<SignInResult> {
  const request = await beginSignIn(server, options);
  const submitted = await request.browser.postForm(`${request.interactionUrl}/register`, {
    ...customer,
  });
  expect(submitted.status).toBe(303);
  const code = await followToCallback(request, location(submitted));
  return { tokens: await exchangeCode(server, request, code), request };
}

/** The payload of a JWT, unverified (the tests check claims; the API checks signatures). */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function jwtHeader(token: string): Record<string, unknown> {
  const [header = ''] = token.split('.');
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
}
