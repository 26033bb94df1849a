import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeleteAccountCard } from '@/features/account-deletion/components/delete-account-card';
import { AddressesCard } from '@/features/addresses/components/addresses-card';
import { useSignedInUser } from '@/features/auth/use-auth';
import { BusinessDetailsSection } from '@/features/customer/components/business-details-section';
import { PersonalDetailsCard } from '@/features/customer/components/personal-details-card';
import { EmailSettingsCard } from '@/features/email-change/components/email-settings-card';
import { NewsletterCard } from '@/features/newsletter/components/newsletter-card';
import { PasswordSettingsCard } from '@/features/password-change/components/password-settings-card';
import { PaymentMethodSettingsCard } from '@/features/payment-method/components/payment-method-settings-card';
import type { SettingsContext } from '@/app/settings/settings-customer';
import styles from '@/app/settings/settings-overview.module.css';

/**
 * `/settings` and `/settings/b2b`: the settings overview. Business customers first see their
 * company details (completing them starts the account's validation); then one card per area,
 * each from its own feature, in the spec's order.
 *
 * Cards of other areas plug in below, one line each, with what they need of `context` (the
 * customer record, `isB2b`, `readOnly` for a blocked business account, and the settings paths of
 * the customer's kind). Deleting the account comes last, apart from the cards.
 */
export function SettingsOverview({ context }: { context: SettingsContext }) {
  const intl = useIntl();
  const { customer, isB2b } = context;
  const { claims } = useSignedInUser();
  const titleId = isB2b ? 'settings.b2bPageTitle' : 'settings.pageTitle';
  useDocumentTitle(intl.formatMessage({ id: titleId }));
  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        lead={<FormattedMessage id={isB2b ? 'settings.b2bLead' : 'settings.lead'} />}
      />
      {isB2b ? <BusinessDetailsSection customer={customer} /> : null}
      <div className={styles.cards}>
        <PersonalDetailsCard customer={customer} />
        <EmailSettingsCard
          email={customer.email}
          changePath={isB2b ? paths.changeEmailB2b : paths.changeEmail}
        />
        <PasswordSettingsCard changePath={isB2b ? paths.changePasswordB2b : paths.changePassword} />
        <NewsletterCard />
        <PaymentMethodSettingsCard to={isB2b ? paths.paymentMethodB2b : paths.paymentMethod} />
        <AddressesCard
          addresses={customer.addresses}
          allAddressesPath={paths.allAddresses}
          addAddressPath={context.addAddressPath}
        />
      </div>
      <DeleteAccountCard
        identity={{ idpType: claims.idp_type, idpSub: claims.idp_sub }}
        email={customer.email}
      />
    </div>
  );
}
