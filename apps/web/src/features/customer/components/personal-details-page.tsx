import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '@my-account/contract/customer';
import { Banner } from '@/components/banner/banner';
import { PageHeader } from '@/components/page-header/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PersonalDetailsForm } from '@/features/customer/components/personal-details-form';
import styles from '@/features/customer/components/settings-pages.module.css';

interface PersonalDetailsPageProps {
  customer: Customer;
  settingsPath: string;
}

/** `/settings/personal-details`: the customer's title, name, phone number and date of birth. */
export function PersonalDetailsPage({ customer, settingsPath }: PersonalDetailsPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'customer.personalDetails.pageTitle' }));
  const blocked = customer.status === 'Blocked';
  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: settingsPath, label: <FormattedMessage id="settings.back" /> }}
        title={<FormattedMessage id="customer.personalDetails.pageTitle" />}
        lead={<FormattedMessage id="customer.personalDetails.lead" />}
      />
      {blocked ? (
        <Banner tone="danger">
          <FormattedMessage id="customer.readOnly" />
        </Banner>
      ) : null}
      <section className={styles.panel}>
        <PersonalDetailsForm customer={customer} settingsPath={settingsPath} readOnly={blocked} />
      </section>
    </div>
  );
}
