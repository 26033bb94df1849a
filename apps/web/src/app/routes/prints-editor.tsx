import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/get-super-orders';
import { PrintsEditorPage } from '@/features/prints/components/prints-editor-page';

/**
 * `/prints-editor/{vendor}`: the default prints editor URL, our prints order step. It opens
 * with the handoff (`tempSelectionId`, decision 0091) or a reorder (`reorder`, decision 0226)
 * or a saved prints project (`project`, decision 0241);
 * a placed order opens in My orders.
 */
export function PrintsEditorRoute() {
  const { vendor } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isB2b } = useSignedInUser();
  return (
    <PrintsEditorPage
      handoff={{
        vendor,
        product: search.get('autoselectproduct') ?? undefined,
        channel: search.get('channel') ?? undefined,
        tempSelectionId: search.get('tempSelectionId') ?? undefined,
        reorder: search.get('reorder') ?? undefined,
        project: search.get('project') ?? undefined,
      }}
      links={{
        photos: paths.photos,
        addAddress: isB2b ? paths.addAddressB2b : paths.addAddress,
        paymentMethod: isB2b ? paths.paymentMethodB2b : paths.paymentMethod,
      }}
      onPlaced={(orderCode) => {
        // My orders shows the new order at once, not after its cache goes stale.
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
        void navigate(paths.orderDetails.getHref(orderCode));
      }}
    />
  );
}
