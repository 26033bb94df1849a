import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerStatus } from '@my-account/contract/customer';
import { Banner } from '@/components/banner/banner';
import { paths } from '@/config/paths';

/**
 * The business-account status notice (the spec's B2B banners): details missing, awaiting
 * validation, or blocked. A validated business customer (decision 0171) and private customers
 * see nothing.
 */
export function B2bStatusBanner({ status }: { status: CustomerStatus | null | undefined }) {
  switch (status) {
    case 'Default':
      return (
        <Banner
          tone="warning"
          action={
            <Link to={paths.settingsB2b}>
              <FormattedMessage id="customer.b2bBanner.completeDetails" />
            </Link>
          }
        >
          <FormattedMessage id="customer.b2bBanner.default" />
        </Banner>
      );
    case 'New':
      return (
        <Banner tone="info">
          <FormattedMessage id="customer.b2bBanner.new" />
        </Banner>
      );
    case 'Blocked':
      return (
        <Banner tone="danger" role="alert">
          <FormattedMessage id="customer.b2bBanner.blocked" />
        </Banner>
      );
    case 'Validated':
    case null:
    case undefined:
      return null;
  }
}
