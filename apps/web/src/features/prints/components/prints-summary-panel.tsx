import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { OrderCurrency } from '@my-account/contract/orders';
import { PRINTS_ERROR_CODES } from '@my-account/contract/prints';
import { Button } from '@/components/button/button';
import { isHttpError } from '@/lib/http-error';
import type { PrintsSummary } from '@/features/prints/lib/prints-summary';
import { errorCodeOf } from '@/features/prints/lib/error-code';
import { useMoney } from '@/lib/use-money';
import styles from '@/features/prints/components/prints-step.module.css';

interface PrintsSummaryPanelProps {
  summary: PrintsSummary;
  currency: OrderCurrency;
  sizeTitle: string;
  canOrder: boolean;
  placing: boolean;
  /** The failure of the last attempt, if it failed. */
  error: unknown;
  onPlaceOrder: () => void;
  paymentMethodPath: string;
}

/** Why the order was not placed, in the customer's words, with the way on where there is one. */
function PlaceOrderError({
  error,
  paymentMethodPath,
}: {
  error: unknown;
  paymentMethodPath: string;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `prints.step.${id}` });
  if (errorCodeOf(error) === PRINTS_ERROR_CODES.paymentMethodRequired) {
    return (
      <div className={styles.orderError} role="alert">
        <p>{text('paymentRequired')}</p>
        <Link to={paymentMethodPath}>{text('paymentLink')}</Link>
      </div>
    );
  }
  return (
    <p className={styles.orderError} role="alert">
      {isHttpError(error, 404) ? text('unavailable') : text('failed')}
    </p>
  );
}

/** The price of the order as chosen, and "Place order". */
export function PrintsSummaryPanel({
  summary,
  currency,
  sizeTitle,
  canOrder,
  placing,
  error,
  onPlaceOrder,
  paymentMethodPath,
}: PrintsSummaryPanelProps) {
  const intl = useIntl();
  const money = useMoney();
  const text = (id: string) => intl.formatMessage({ id: `prints.step.${id}` });
  const rows: [string, string][] = [
    [
      intl.formatMessage({ id: 'prints.step.perPrint' }, { size: sizeTitle }),
      money(summary.perPrint, currency),
    ],
    [text('prints'), intl.formatNumber(summary.prints)],
    [text('shipping'), money(summary.shipping, currency)],
  ];
  return (
    <section className={styles.panel} aria-labelledby="prints-step-summary">
      <h2 id="prints-step-summary" className={styles.sectionTitle}>
        {text('summaryHeading')}
      </h2>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.summaryRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>{text('total')}</dt>
          <dd>{money(summary.total, currency)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{summary.total === 0 ? text('freeNote') : text('paymentNote')}</p>
      <Button
        variant="primary"
        fullWidth
        disabled={!canOrder || placing}
        aria-busy={placing}
        onClick={onPlaceOrder}
      >
        {placing ? text('placing') : text('placeOrder')}
      </Button>
      {error ? <PlaceOrderError error={error} paymentMethodPath={paymentMethodPath} /> : null}
    </section>
  );
}
