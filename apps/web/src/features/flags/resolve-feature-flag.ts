import type { FeatureFlag, FeatureFlagHosts } from '@my-account/contract/feature-flags';

export interface FlagSources {
  /** The vendor host the app runs for, e.g. "photobox.co.uk". */
  vendorHost: string;
  /** Per flag, the hosts it is on for ("*" = every host), from `/config.json`. */
  flagHosts: Partial<FeatureFlagHosts>;
  /** The page's query string, e.g. "?PhotoManagementTimelineViewEnabled=true". */
  search: string;
  /** Reads the local storage override of a flag (stored under the flag's own name). */
  readStored: (name: FeatureFlag) => string | null;
}

function parseOverride(value: string | null | undefined): boolean | undefined {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'true') {
    return true;
  }
  if (normalised === 'false') {
    return false;
  }
  return undefined;
}

/**
 * Whether a feature flag is on. The query parameter wins (a tester shares a link), then the
 * local storage value (a tester's sticky choice), then the configured host list.
 */
export function resolveFeatureFlag(name: FeatureFlag, sources: FlagSources): boolean {
  const fromQuery = parseOverride(new URLSearchParams(sources.search).get(name));
  if (fromQuery !== undefined) {
    return fromQuery;
  }
  const fromStorage = parseOverride(sources.readStored(name));
  if (fromStorage !== undefined) {
    return fromStorage;
  }
  const hosts = sources.flagHosts[name] ?? [];
  const vendorHost = sources.vendorHost.toLowerCase();
  return hosts.some((host) => host === '*' || host.toLowerCase() === vendorHost);
}
