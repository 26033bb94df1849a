import type { AppSettings } from '../../config/env.ts';
import { thirdPartyConfigOf, thirdPartyOrigins } from '../../config/third-party.ts';
import { appOrigins } from '../../config/app-origins.ts';

type Directives = Record<string, string[] | null>;

/**
 * The toast library (sonner) inserts its stylesheet as a <style> element; its CSS is also in
 * our bundle, so these hashes only keep the console free of violations: the library's own
 * style text and the empty style element it starts with.
 */
const TOASTER_STYLE_HASHES = [
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];

/**
 * The app keeps its access token where script can read it, so cross-site scripting is the
 * threat that matters: no inline script, no eval, no plugin content, no framing.
 * React's `style` props are applied through the CSSOM, which CSP does not police, so style-src
 * needs no 'unsafe-inline' either.
 * The configured third-party scripts (decision 0205) are the only other origins: a widget
 * loads its script, talks to its service, shows its images and its frame from its own origin.
 */
export function contentSecurityPolicy(settings: AppSettings): Directives {
  const issuerOrigin = new URL(settings.OIDC_ISSUER ?? settings.PUBLIC_URL).origin;
  const https = settings.PUBLIC_URL.startsWith('https:');
  const thirdParty = thirdPartyOrigins(thirdPartyConfigOf(settings));
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...thirdParty],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...TOASTER_STYLE_HASHES, ...thirdParty],
    imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty],
    fontSrc: ["'self'"],
    // The push socket, and the token endpoint of the OpenID provider.
    // Only our own push sockets: a script that got in cannot ship a token to any other host.
    connectSrc: unique([
      "'self'",
      issuerOrigin,
      ...appOrigins(settings).map(pushSocketOrigin),
      ...thirdParty,
    ]),
    frameSrc: ["'self'", ...thirdParty],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // Sign-in pages post to the provider, which then redirects to the brand's own host; browsers
    // check form-action against that redirect too.
    formAction: unique(["'self'", issuerOrigin, ...appOrigins(settings)]),
    // Only over https: on http://<brand>.localhost it would break every request.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** http://host -> ws://host, https://host -> wss://host. */
const pushSocketOrigin = (origin: string): string => origin.replace(/^http/, 'ws');

const unique = (values: string[]): string[] => [...new Set(values)];
