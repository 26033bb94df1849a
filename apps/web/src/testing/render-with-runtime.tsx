import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/preact';
import type { ReactElement } from 'react';
import type { AppConfig } from '@my-account/contract/app-config';
import { fallbackPublicConfig, type PublicConfig } from '@my-account/contract/public-config';
import { vendorForHost } from '@my-account/contract/vendors';
import { RuntimeProvider } from '@/lib/runtime-context';
import { renderWithProviders } from '@/testing/render';

/**
 * Renders a page as the app does, with a query client (no retries: a failure shows at once), the
 * runtime of a vendor (photobox.co.uk unless told) and the real en-GB texts, at `path`. `config` and `publicConfig` override parts of the runtime's.
 */
export function renderWithRuntime(
  ui: ReactElement,
  {
    path = '/',
    vendorHost = 'photobox.co.uk',
    config: configOverrides = {},
    publicConfig: publicConfigOverrides = {},
  }: {
    path?: string;
    vendorHost?: string;
    config?: Partial<AppConfig>;
    publicConfig?: Partial<PublicConfig>;
  } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const vendor = vendorForHost(vendorHost);
  const config = {
    services: {},
    printsEditorUrl: '/prints-editor/{vendor}',
    thirdParty: { feedback: { consent: 'analytics', byLocale: {} } },
    ...configOverrides,
  } as unknown as AppConfig;
  const publicConfig = { ...fallbackPublicConfig(vendor.host), ...publicConfigOverrides };
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider value={{ config, vendor, publicConfig, locale: 'en-GB' }}>
        {ui}
      </RuntimeProvider>
    </QueryClientProvider>,
    { path },
  );
  return { ...result, queryClient };
}
