import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { attachToaster } from '@/components/toast/toast';
import { TOAST_DURATION_MS } from '@/components/toast/toast-durations';
import 'sonner/dist/styles.css';
import '@/components/toast/toaster.css';

/** Clear of the sticky header (64 px, 76 px on wide screens), with a little air. */
const BELOW_HEADER = { top: 88 };
const BELOW_HEADER_ON_PHONES = { top: 72 };

/**
 * sonner's Toaster with the spec's top-centre and dark theme, just below the header, so the
 * toasts cover neither its links nor a phone's selection toolbar at the bottom. Loaded by the
 * shell's Toaster with the first toast.
 */
export function LoadedToaster() {
  const intl = useIntl();
  // After sonner's own effect (a child's effects run first): it listens by now.
  useEffect(() => {
    attachToaster(toast);
    return () => {
      attachToaster(undefined);
    };
  }, []);
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
