import type { AppConfig } from '@my-account/contract/app-config';
import type { ServiceName } from '@my-account/contract/services';

let services: AppConfig['services'] | undefined;

/** Called once `/config.json` is loaded; every API file builds its URLs through `serviceUrl`. */
export function configureServiceUrls(configured: AppConfig['services']): void {
  services = configured;
}

/** `{base URL of service}{path}`; paths are the spec's, starting with a slash. */
export function serviceUrl(service: ServiceName, path = ''): string {
  const base = services?.[service];
  if (!base) {
    throw new Error(`No URL configured for service ${service}`);
  }
  return `${base.replace(/\/$/, '')}${path}`;
}

export function hasServiceUrl(service: ServiceName): boolean {
  return Boolean(services?.[service]);
}
