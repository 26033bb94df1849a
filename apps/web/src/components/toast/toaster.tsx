import { useIntl } from 'react-intl';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/components/toast/toast-durations';
import 'sonner/dist/styles.css';
import '@/components/toast/toaster.css';

/** Clear of the sticky header (64 px, 76 px on wide screens), with a little air. */
const BELOW_HEADER = { top: 88 };
const BELOW_HEADER_ON_PHONES = { top: 72 };

/**
 * Toasts of the shell: the spec's top-centre and dark theme, just below the header, so they
 * cover neither its links nor a phone's selection toolbar at the bottom. Each closes itself
 * (10 s in the shell, 5 s in the photo library: notify.ts).
 */
export function Toaster() {
  const intl = useIntl();
  return (
    <SonnerToaster
      position="top-center"
      theme="dark"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_ON_PHONES}
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
