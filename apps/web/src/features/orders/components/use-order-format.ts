import { useIntl } from 'react-intl';
import type { OrderCurrency } from '@my-account/contract/orders';

/** The brands' currencies all have two decimals: amounts arrive in their minor unit. */
const MINOR_UNITS = 100;

/** Money and dates of orders in the customer's locale. */
export function useOrderFormat() {
  const intl = useIntl();
  return {
    money: (amount: number, currency: OrderCurrency) =>
      intl.formatNumber(amount / MINOR_UNITS, { style: 'currency', currency }),
    date: (iso: string) => intl.formatDate(iso, { dateStyle: 'long' }),
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
