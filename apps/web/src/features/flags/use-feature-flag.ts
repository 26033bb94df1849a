import { useLocation } from 'react-router';
import type { FeatureFlag } from '@my-account/contract/feature-flags';
import { useAppConfig, useVendor } from '@/lib/runtime-context';
import { readLocalStorage } from '@/lib/storage';
import { resolveFeatureFlag } from '@/features/flags/resolve-feature-flag';

/**
 * A predicate over every flag for this vendor, honouring query and local storage overrides;
 * for code that decides on several flags at once (the menu).
 */
export function useFeatureFlags(): (name: FeatureFlag) => boolean {
  const { featureFlags } = useAppConfig();
  const vendor = useVendor();
  const { search } = useLocation();
  return (name) =>
    resolveFeatureFlag(name, {
      vendorHost: vendor.host,
      flagHosts: featureFlags,
      search,
      readStored: readLocalStorage,
    });
}

/** Whether one feature flag is on. */
export function useFeatureFlag(name: FeatureFlag): boolean {
  return useFeatureFlags()(name);
}
