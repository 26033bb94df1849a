import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePaymentMethod } from '@/features/payment-method/api/get-payment-method';
import { PaymentMethodSummary } from '@/features/payment-method/components/payment-method-summary';
import styles from '@/features/payment-method/components/payment-method.module.css';

/**
 * The payment method's card on the settings overview: what is saved, and the way to the page
 * (`to`: the private or the business variant).
 */
export function PaymentMethodSettingsCard({ to }: { to: string }) {
  const intl = useIntl();
  const { data, isSuccess } = usePaymentMethod();
  const [today] = useState(() => new Date());
  const titleId = useId();
  return (
    <section className={styles.settingsCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.settingsCardTitle}>
        {intl.formatMessage({ id: 'paymentMethod.title' })}
      </h2>
      {isSuccess && data.paymentMethod ? (
        <PaymentMethodSummary method={data.paymentMethod} today={today} />
      ) : null}
      {isSuccess && !data.paymentMethod ? (
        <p className={styles.methodMeta}>
          {intl.formatMessage({ id: 'paymentMethod.settingsCard.none' })}
        </p>
      ) : null}
      <Link to={to} className={styles.settingsCardLink}>
        {intl.formatMessage({ id: 'paymentMethod.settingsCard.manage' })}
      </Link>
    </section>
  );
}
