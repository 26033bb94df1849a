import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useCustomer } from '@/features/customer/api/get-customer';
import { PaymentMethodPage } from '@/features/payment-method/components/payment-method-page';

/**
 * The payment method page in the settings a customer has: business customers use the B2B
 * variant (its way back leads to the business settings), others the private one. Each is sent
 * to its own; a blocked business account sees the page read-only.
 */
function PaymentMethodFor({ variant }: { variant: 'private' | 'b2b' }) {
  const { isB2b } = useSignedInUser();
  const { data: customer } = useCustomer();
  if (isB2b && variant === 'private') {
    return <Navigate to={paths.paymentMethodB2b} replace />;
  }
  if (!isB2b && variant === 'b2b') {
    return <Navigate to={paths.paymentMethod} replace />;
  }
  return (
    <PaymentMethodPage
      settingsPath={isB2b ? paths.settingsB2b : paths.settings}
      readOnly={customer?.status === 'Blocked'}
    />
  );
}

/** `/settings/payment-method` */
export function PaymentMethodRoute() {
  return <PaymentMethodFor variant="private" />;
}

/** `/settings/b2b/payment-method` */
export function PaymentMethodB2bRoute() {
  return <PaymentMethodFor variant="b2b" />;
}
