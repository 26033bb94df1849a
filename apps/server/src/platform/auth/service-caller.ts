import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { AccessTokenClaimsSchema } from '@my-account/contract/auth';
import { authUserFromClaims, type AuthUser } from './auth-user.ts';

/** Another system (the shop, customer care) calling with a client-credentials token. */
export interface ServiceCaller {
  clientId: string;
  scopes: ReadonlySet<string>;
}

/** Whoever a verified access token speaks for: a signed-in customer, or a service. */
export type Caller =
  { kind: 'customer'; user: AuthUser } | { kind: 'service'; service: ServiceCaller };

/**
 * RFC 9068 2.2: a token no resource owner took part in (client credentials) has the client as
 * its subject. `scope` is the space-separated list of RFC 8693 / 9068.
 */
const ServiceTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  client_id: z.string().min(1),
  scope: z.string().optional(),
});

/**
 * Who a verified token's claims name, or undefined when they name nobody we know. A token with
 * the identity claims (`idp_type`, `idp_sub`) is a customer's, whatever else it says; one
 * without them is a service's only when its subject is its own client.
 */
export function callerFromClaims(payload: JWTPayload): Caller | undefined {
  if ('idp_type' in payload || 'idp_sub' in payload) {
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    // Frozen: the verified-token cache hands the same caller to every request with the token.
    return claims.success
      ? Object.freeze({ kind: 'customer', user: Object.freeze(authUserFromClaims(claims.data)) })
      : undefined;
  }
  const claims = ServiceTokenClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.sub !== claims.data.client_id) {
    return undefined;
  }
  const scopes = (claims.data.scope ?? '').split(' ').filter((scope) => scope !== '');
  return Object.freeze({
    kind: 'service',
    service: Object.freeze({ clientId: claims.data.client_id, scopes: new Set(scopes) }),
  });
}
