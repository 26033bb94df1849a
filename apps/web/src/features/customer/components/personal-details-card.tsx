import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '@my-account/contract/customer';
import { isMarketCountry } from '@my-account/contract/markets';
import { formatPhoneNumber } from '@my-account/contract/phone-numbers';
import {
  SettingsCard,
  SettingsCardDetail,
  SettingsCardDetails,
} from '@/components/settings-card/settings-card';
import { paths } from '@/config/paths';
import { useVendor } from '@/lib/runtime-context';

/** The settings overview's card of the personal details, linking to their page. */
export function PersonalDetailsCard({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const vendor = useVendor();
  const notGiven = <FormattedMessage id="customer.personalDetails.card.notGiven" />;
  const title = customer.salutation
    ? intl.formatMessage({ id: `customer.salutations.${customer.salutation}` })
    : '';
  const name = [title, customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <SettingsCard
      icon="user"
      title={<FormattedMessage id="customer.personalDetails.card.title" />}
      action={{
        to: paths.personalDetails,
        label: <FormattedMessage id="customer.personalDetails.card.edit" />,
      }}
    >
      <SettingsCardDetails>
        <SettingsCardDetail label={<FormattedMessage id="customer.personalDetails.card.name" />}>
          {name || notGiven}
        </SettingsCardDetail>
        <SettingsCardDetail label={<FormattedMessage id="customer.personalDetails.card.phone" />}>
          {customer.phoneNumber
            ? formatPhoneNumber(
                customer.phoneNumber,
                isMarketCountry(vendor.country) ? vendor.country : undefined,
              )
            : notGiven}
        </SettingsCardDetail>
        <SettingsCardDetail
          label={<FormattedMessage id="customer.personalDetails.card.dateOfBirth" />}
        >
          {customer.dateOfBirth
            ? intl.formatDate(`${customer.dateOfBirth}T00:00:00Z`, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })
            : notGiven}
        </SettingsCardDetail>
      </SettingsCardDetails>
    </SettingsCard>
  );
}
