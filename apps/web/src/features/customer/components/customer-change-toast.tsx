import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '@/components/toast/notify';
import { useAcknowledgeCustomerChange } from '@/features/customer/api/acknowledge-customer-change';
import { useCustomer } from '@/features/customer/api/get-customer';

/** One toast for every confirmation of a change: a new change replaces the one still shown. */
export const CUSTOMER_CHANGED_TOAST_ID = 'customer-changed';

/**
 * Confirms saved or deleted customer data: whenever the customer record comes back with its
 * changed flag set, a toast says the changes were saved, and once it is gone (closed, or after
 * its 10 s) the change is acknowledged, which clears the flag. Renders nothing itself.
 */
export function CustomerChangeToast() {
  const intl = useIntl();
  const { data: customer, dataUpdatedAt } = useCustomer();
  const { mutate: acknowledge } = useAcknowledgeCustomerChange();
  const shownFor = useRef<number | undefined>(undefined);
  const changed = customer?.changed === true;
  const changes = customer?.changes ?? 0;
  const message = intl.formatMessage({ id: 'customer.changeSaved' });

  useEffect(() => {
    // Once per fetched record: a refetch that still says "changed" (the toast is up) adds none.
    if (!changed || shownFor.current === dataUpdatedAt) {
      return;
    }
    shownFor.current = dataUpdatedAt;
    notify.success(message, {
      id: CUSTOMER_CHANGED_TOAST_ID,
      onClose: () => {
        acknowledge({ changes });
      },
    });
  }, [changed, changes, dataUpdatedAt, message, acknowledge]);

  return null;
}
