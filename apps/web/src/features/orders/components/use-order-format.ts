import { useIntl } from 'react-intl';
import { useMoney } from '@/lib/use-money';

/** Money and dates of orders in the customer's locale. */
export function useOrderFormat() {
  const intl = useIntl();
  return {
    money: useMoney(),
    date: (iso: string) => intl.formatDate(iso, { dateStyle: 'long' }),
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
