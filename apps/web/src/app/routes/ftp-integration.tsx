import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { Banner } from '@/components/banner/banner';
import { PageLoader } from '@/components/spinner/page-loader';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useCustomer } from '@/features/customer/api/get-customer';
import { FtpInstructionsPage } from '@/features/customer/components/ftp-instructions-page';

/** `/integration`: FTP instructions, for business customers only (others go to the overview). */
export function FtpIntegrationRoute() {
  const intl = useIntl();
  const { isB2b } = useSignedInUser();
  const { data: customer, isPending, isError } = useCustomer();
  if (isPending) {
    return <PageLoader label={intl.formatMessage({ id: 'ftp.loading' })} />;
  }
  if (isError) {
    return isB2b ? (
      <Banner tone="danger" role="alert">
        {intl.formatMessage({ id: 'ftp.loadError' })}
      </Banner>
    ) : (
      <Navigate to={paths.home} replace />
    );
  }
  if (!customer.isB2b) {
    return <Navigate to={paths.home} replace />;
  }
  return <FtpInstructionsPage customer={customer} />;
}
