import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useCustomer } from '@/features/customer/api/get-customer';
import { BrandLogo } from '@/features/vendor/components/brand-logo';
import { OnlineProductsPage } from '@/features/widgets/components/online-products-page';
import { SharedBookPage } from '@/features/widgets/components/shared-book-page';
import { WidgetPage } from '@/features/widgets/components/widget-page';
import { useVendor } from '@/lib/runtime-context';

/** `/online-products`: the customer's photo books (private customers only, as the menu). */
export function WidgetsRoute() {
  const { isB2b } = useSignedInUser();
  return isB2b ? (
    <Navigate to={paths.home} replace />
  ) : (
    <OnlineProductsPage bookHref={paths.widgetShare.getHref} />
  );
}

/** `/online-products/{productCode}`: one book online, to turn, share, publish or delete. */
export function WidgetRoute() {
  const { isB2b } = useSignedInUser();
  const { productCode = '' } = useParams();
  const navigate = useNavigate();
  const { data: customer } = useCustomer();
  const onDeleted = useCallback(() => {
    void navigate(paths.widgets);
  }, [navigate]);
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  if (isB2b) {
    return <Navigate to={paths.home} replace />;
  }
  return (
    <WidgetPage
      // A page of its own per book: another book's share form or gallery choice never carries over.
      key={productCode}
      productCode={productCode}
      listPath={paths.widgets}
      customerName={name}
      onDeleted={onDeleted}
    />
  );
}

/** `/shared-book/{token}` (public, no shell): the book a share mail links to. */
export function SharedBookRoute() {
  const { token = '' } = useParams();
  const vendor = useVendor();
  return <SharedBookPage token={token} logo={<BrandLogo vendor={vendor} height={34} />} />;
}
