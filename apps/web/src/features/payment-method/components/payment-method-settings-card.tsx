import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SettingsCard } from '@/components/settings-card/settings-card';
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
  return (
    <SettingsCard
      icon="card"
      title={intl.formatMessage({ id: 'paymentMethod.title' })}
      action={{ to, label: intl.formatMessage({ id: 'paymentMethod.settingsCard.manage' }) }}
    >
      {isSuccess && data.paymentMethod ? (
        <PaymentMethodSummary method={data.paymentMethod} today={today} withoutIcon />
      ) : null}
      {isSuccess && !data.paymentMethod ? (
        <p className={styles.methodMeta}>
          {intl.formatMessage({ id: 'paymentMethod.settingsCard.none' })}
        </p>
      ) : null}
    </SettingsCard>
  );
}
