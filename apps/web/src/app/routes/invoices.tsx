import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';

/** `/invoices`: for business customers only (others go to the overview). */
export function InvoicesRoute() {
  const { isB2b } = useSignedInUser();
  return isB2b ? <InvoicesPage /> : <Navigate to={paths.home} replace />;
}
