import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useCustomer } from '@/features/customer/api/get-customer';
import { OrderDetailsPage } from '@/features/orders/components/order-details-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { ProductPdfDownload } from '@/features/product-pdfs/components/product-pdf-download';

/** `/orders` */
export function OrdersRoute() {
  return <OrdersPage />;
}

/**
 * `/orders/{orderCode}`: the order with the customer's address book for a change of delivery
 * address (a blocked business account only looks), and each product's PDF to download.
 */
export function OrderDetailsRoute() {
  const { orderCode = '' } = useParams();
  const { isB2b } = useSignedInUser();
  const { data: customer } = useCustomer();
  return (
    <OrderDetailsPage
      key={orderCode}
      orderCode={orderCode}
      addresses={customer?.addresses ?? []}
      addAddressPath={isB2b ? paths.addAddressB2b : paths.addAddress}
      readOnly={customer?.status === 'Blocked'}
      productActions={(product) => (
        <ProductPdfDownload productCode={product.productCode} title={product.title} />
      )}
    />
  );
}
