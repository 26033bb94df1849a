import { isB2bClaims, type AccessTokenClaims } from '@my-account/contract/auth';

/** Who is calling: read from a verified access token. */
export interface AuthUser {
  sub: string;
  email: string | undefined;
  /** The identity provider and the account there; together they name one customer. */
  idpType: string;
  idpSub: string;
  isB2b: boolean;
  /** The sign-in session the token was issued in, when the provider says (`sid`). */
  sessionId?: string;
}

export function authUserFromClaims(claims: AccessTokenClaims): AuthUser {
  return {
    sub: claims.sub,
    email: claims.email,
    idpType: claims.idp_type,
    idpSub: claims.idp_sub,
    isB2b: isB2bClaims(claims),
    sessionId: claims.sid,
  };
}
