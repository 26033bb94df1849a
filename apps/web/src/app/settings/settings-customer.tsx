import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '@my-account/contract/customer';
import { LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { paths } from '@/config/paths';
import { useCustomer } from '@/features/customer/api/get-customer';

/** What every settings page knows of the customer, and the paths of their kind of settings. */
export interface SettingsContext {
  customer: Customer;
  isB2b: boolean;
  /** A blocked business account reads its settings but changes nothing. */
  readOnly: boolean;
  settingsPath: string;
  addAddressPath: string;
  changeAddressHref: (id: string) => string;
}

export function settingsContextOf(customer: Customer): SettingsContext {
  const isB2b = customer.isB2b;
  return {
    customer,
    isB2b,
    readOnly: customer.status === 'Blocked',
    settingsPath: isB2b ? paths.settingsB2b : paths.settings,
    addAddressPath: isB2b ? paths.addAddressB2b : paths.addAddress,
    changeAddressHref: isB2b ? paths.changeAddressB2b.getHref : paths.changeAddress.getHref,
  };
}

/**
 * Loads the customer record for a settings page: a loader while it comes, the spec's 'An error
 * occurred loading your settings' (with a retry) when it fails, else the page.
 */
export function WithSettingsCustomer({
  children,
}: {
  children: (context: SettingsContext) => ReactNode;
}) {
  const intl = useIntl();
  const customer = useCustomer();
  if (customer.isPending) {
    return <LoadingState text={intl.formatMessage({ id: 'settings.loading' })} />;
  }
  if (customer.isError) {
    return (
      <LoadErrorState
        text={intl.formatMessage({ id: 'settings.loadError' })}
        retryLabel={intl.formatMessage({ id: 'settings.retry' })}
        onRetry={() => void customer.refetch()}
      />
    );
  }
  return children(settingsContextOf(customer.data));
}
