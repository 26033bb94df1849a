import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * oidc-provider leaves an authorization code usable after a refused exchange (a wrong
 * code_verifier, another redirect_uri), so whoever holds an intercepted code could keep guessing.
 * Any refused exchange therefore consumes the code before the answer goes out: the next attempt,
 * right or wrong, is a reuse, which the provider refuses (and answers by revoking the grant).
 */
export function consumeCodesOfRefusedExchanges(provider: Provider): void {
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    // Only requests the provider routed have an OpenID context.
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route !== 'token' || ctx.status < 400 || ctx.status >= 500) {
      return;
    }
    const code = oidc.params?.code;
    if (oidc.params?.grant_type !== 'authorization_code' || typeof code !== 'string') {
      return;
    }
    // Consuming twice only moves the consumption time: no need to look at it first.
    await (await provider.AuthorizationCode.find(code))?.consume();
  });
}
