import { VENDORS } from '@my-account/contract/vendors';
import type { AppSettings } from './env.ts';

/**
 * The hosts on which search engines may index the root path: each brand's account host, and
 * only in production. Test hosts (t-dtap., a-dtap.) are never among them.
 */
export function productionHosts(settings: Pick<AppSettings, 'NODE_ENV'>): string[] {
  return settings.NODE_ENV === 'production'
    ? VENDORS.map((vendor) => `myaccount.${vendor.host}`)
    : [];
}
