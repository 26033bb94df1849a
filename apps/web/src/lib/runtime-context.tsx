import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '@my-account/contract/app-config';
import type { PublicConfig } from '@my-account/contract/public-config';
import type { Vendor } from '@my-account/contract/vendors';

/** What the bootstrap loaded before the app renders: config, vendor, public config, locale. */
export interface Runtime {
  config: AppConfig;
  vendor: Vendor;
  publicConfig: PublicConfig;
  /** The locale whose texts are shown. */
  locale: string;
}

const RuntimeContext = createContext<Runtime | undefined>(undefined);

export function RuntimeProvider({ value, children }: { value: Runtime; children: ReactNode }) {
  return <RuntimeContext value={value}>{children}</RuntimeContext>;
}

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) {
    throw new Error('useRuntime must be used inside RuntimeProvider');
  }
  return runtime;
}

/** The runtime when it is loaded; pages shown before (cookies, bootstrap errors) get undefined. */
export function useOptionalRuntime(): Runtime | undefined {
  return useContext(RuntimeContext);
}

export function useAppConfig(): AppConfig {
  return useRuntime().config;
}

export function useVendor(): Vendor {
  return useRuntime().vendor;
}

export function usePublicConfig(): PublicConfig {
  return useRuntime().publicConfig;
}
