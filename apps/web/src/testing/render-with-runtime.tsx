import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AppConfig } from '@my-account/contract/app-config';
import { fallbackPublicConfig } from '@my-account/contract/public-config';
import { vendorForHost } from '@my-account/contract/vendors';
import { RuntimeProvider } from '@/lib/runtime-context';
import { AuthProvider } from '@/features/auth/auth-context';
import { signedInSession } from '@/testing/signed-in-session';
import { renderWithProviders } from '@/testing/render';

/**
 * Renders a page as the app does, with a query client (no retries: a failure shows at once), the
 * runtime of a vendor (photobox.co.uk unless told), a signed-in session and the real en-GB texts,
 * at `path`.
 */
export function renderWithRuntime(
  ui: ReactElement,
  { path = '/', vendorHost = 'photobox.co.uk' }: { path?: string; vendorHost?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const vendor = vendorForHost(vendorHost);
  const config = {
    services: {},
    printsEditorUrl: '/prints-editor/{vendor}',
  } as unknown as AppConfig;
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider
        value={{ config, vendor, publicConfig: fallbackPublicConfig(vendor.host), locale: 'en-GB' }}
      >
        <AuthProvider config={config} session={signedInSession()}>
          {ui}
        </AuthProvider>
      </RuntimeProvider>
    </QueryClientProvider>,
    { path },
  );
  return { ...result, queryClient };
}
