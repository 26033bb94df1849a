import type { AppConfig } from '@my-account/contract/app-config';
import { SERVICE_NAMES, type ServiceName } from '@my-account/contract/services';
import type { AppSettings } from '../../config/env.ts';
import { productionHosts } from '../../config/production-hosts.ts';
import { thirdPartyConfigOf } from '../../config/third-party.ts';

/**
 * Builds `/config.json` for the origin the app was loaded from (when it is a configured app
 * origin, see appOriginResolver), so service calls stay same-origin on every brand host while
 * sign-in goes to the one issuer.
 */
export function buildAppConfig(settings: AppSettings, requestOrigin: string): AppConfig {
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, `${requestOrigin}/api/${name}`]),
  ) as Record<ServiceName, string>;
  const pushOrigin = requestOrigin.replace(/^http/, 'ws');
  return {
    environment: settings.NODE_ENV,
    defaultVendorHost: settings.DEFAULT_VENDOR_HOST,
    services,
    auth: {
      authority: settings.OIDC_ISSUER ?? `${settings.PUBLIC_URL}/oidc`,
      clientId: settings.OIDC_CLIENT_ID,
      scope: 'openid email profile offline_access',
    },
    pushUrl: `${pushOrigin}/push`,
    featureFlags: settings.FEATURE_FLAG_HOSTS,
    productionHosts: productionHosts(settings),
    printsEditorUrl: settings.PRINTS_EDITOR_URL,
    ...(settings.MOBILE_UPLOAD_URL ? { mobileUploadUrl: settings.MOBILE_UPLOAD_URL } : {}),
    thirdParty: thirdPartyConfigOf(settings),
  };
}
