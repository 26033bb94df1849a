import { useIntl } from 'react-intl';
import { Toaster as SonnerToaster } from 'sonner';
import 'sonner/dist/styles.css';
import '@/components/toast/toaster.css';

/** The spec's toast auto-close time. */
export const TOAST_DURATION_MS = 10_000;

/**
 * Toasts of the shell, closing themselves after 10 seconds. Bottom left (full width at the bottom
 * on phones), where they cover neither the header nor the page title.
 */
export function Toaster() {
  const intl = useIntl();
  return (
    <SonnerToaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel={intl.formatMessage({ id: 'components.toast.region' })}
      toastOptions={{
        closeButtonAriaLabel: intl.formatMessage({ id: 'components.toast.close' }),
        className: 'app-toast',
      }}
    />
  );
}
