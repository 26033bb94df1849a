import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';
import { ModalStackProvider } from '@/components/modal/modal-stack-context';
import type { Messages } from '@/lib/messages';
import { RuntimeProvider, type Runtime } from '@/lib/runtime-context';
import { AuthProvider } from '@/features/auth/auth-context';
import { AppRoutes } from '@/app/router';

interface AppProvidersProps {
  runtime: Runtime;
  messages: Messages;
}

/** Everything the routes rely on, once the bootstrap has loaded it. */
export function AppProviders({ runtime, messages }: AppProvidersProps) {
  return (
    <RuntimeProvider value={runtime}>
      <IntlProvider locale={runtime.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        <ModalStackProvider>
          <AuthProvider config={runtime.config}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
        </ModalStackProvider>
      </IntlProvider>
    </RuntimeProvider>
  );
}
