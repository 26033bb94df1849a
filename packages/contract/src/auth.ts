import { z } from 'zod/mini';

export const ACCESS_TOKEN_COOKIE = 'auth_access_token';
export const REFRESH_TOKEN_COOKIE = 'auth_refresh_token';

/** The value of the authentication-method claim that marks a business (B2B) customer. */
export const B2B_AUTH_METHOD = 'b2b';

/**
 * Claims the API and the app read from an access token. `amr` is the standard
 * "authentication methods references" claim; it may be a list or a single string.
 */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  idp_type: z.string().check(z.minLength(1)),
  idp_sub: z.string().check(z.minLength(1)),
  amr: z.optional(z.union([z.array(z.string()), z.string()])),
  /** The sign-in session at the embedded provider (ends with it); other providers may omit it. */
  sid: z.optional(z.string()),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

export function isB2bClaims(claims: Pick<AccessTokenClaims, 'amr'>): boolean {
  const methods = Array.isArray(claims.amr) ? claims.amr : claims.amr ? [claims.amr] : [];
  return methods.some((method) => method.toLowerCase() === B2B_AUTH_METHOD);
}
