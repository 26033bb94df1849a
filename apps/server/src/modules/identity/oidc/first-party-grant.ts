import type { Grant, Interaction, KoaContextWithOIDC } from 'oidc-provider';

/**
 * Our web app is first-party: customers never see a consent screen. The provider calls this
 * (configuration `loadExistingGrant`) once the customer is signed in; the grant it returns
 * already covers every requested scope and claim, so the consent prompt never triggers.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, provider } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !session || !accountId) {
    return undefined;
  }
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing?.accountId === accountId && existing.clientId === client.clientId
      ? existing
      : new provider.Grant({ clientId: client.clientId, accountId });
  const scopes = [...ctx.oidc.requestParamScopes];
  grant.addOIDCScope(scopes);
  grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
  for (const [identifier, resourceServer] of Object.entries(ctx.oidc.resourceServers ?? {})) {
    grant.addResourceScope(
      identifier,
      scopes.filter((scope) => resourceServer.scopes.has(scope)),
    );
  }
  await grant.save();
  return grant;
}

/**
 * A consent prompt still appears when the app asks for one (`prompt=consent`); it is granted
 * without a screen, adding whatever the prompt says is missing to the customer's grant.
 */
export async function grantConsent(
  provider: KoaContextWithOIDC['oidc']['provider'],
  interaction: Interaction,
): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string') {
    throw new Error('A consent interaction without a signed-in customer');
  }
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details;
  grant.addOIDCScope(stringList(details.missingOIDCScope));
  grant.addOIDCClaims(stringList(details.missingOIDCClaims));
  const resourceScopes = details.missingResourceScopes;
  if (resourceScopes && typeof resourceScopes === 'object') {
    for (const [indicator, scopes] of Object.entries(resourceScopes)) {
      grant.addResourceScope(indicator, stringList(scopes));
    }
  }
  return grant.save();
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
