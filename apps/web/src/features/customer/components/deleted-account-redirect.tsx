import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { isHttpError } from '@/lib/http-error';
import { useCustomer } from '@/features/customer/api/get-customer';

/**
 * Sends the user to logout when the customer record says the account is deleted, or when the
 * lookup answers 404 (the spec: both mean the account is gone).
 */
export function DeletedAccountRedirect() {
  const { data, error } = useCustomer();
  if (data?.accountDeleted || isHttpError(error, 404)) {
    return <Navigate to={paths.logout} replace />;
  }
  return null;
}
