import { AppConfigSchema, type AppConfig } from '@my-account/contract/app-config';
import { httpRequest } from '@/lib/http-client';

/** `/config.json`, served by the same origin as the app; needed before anything else. */
export function fetchAppConfig(): Promise<AppConfig> {
  return httpRequest({ url: '/config.json', schema: AppConfigSchema, authenticated: false });
}
