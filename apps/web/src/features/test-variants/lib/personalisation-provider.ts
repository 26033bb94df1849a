import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import type { Provider } from '@openfeature/web-sdk';

/**
 * The personalisation service as an OpenFeature provider, over the OpenFeature remote
 * evaluation protocol (decision 0207): any service that speaks it can run our tests.
 */
export function personalisationProvider(baseUrl: string): Provider {
  return new OFREPWebProvider({ baseUrl });
}
