import { useIntl } from 'react-intl';
import type { OrderCurrency } from '@my-account/contract/orders';

/** The brands' currencies all have two decimals: amounts arrive in their minor unit. */
const MINOR_UNITS = 100;

/** Amounts of orders and prices (minor units) in the customer's locale and the order's currency. */
export function useMoney() {
  const intl = useIntl();
  return (amount: number, currency: OrderCurrency) =>
    intl.formatNumber(amount / MINOR_UNITS, { style: 'currency', currency });
}
