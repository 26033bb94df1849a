import { useSignedInUser } from '@/features/auth/use-auth';
import { useCustomer } from '@/features/customer/api/get-customer';
import { CutOffBanner } from '@/features/orders/components/cut-off-banner';
import { LatestOrderCard } from '@/features/orders/components/latest-order-card';
import { OverviewPage, type OverviewArea } from '@/features/overview/components/overview-page';
import { useMenuItems } from '@/app/shell/use-menu-items';

/** `/`: the overview, greeting the customer and offering the account's built areas as tiles. */
export function OverviewRoute() {
  const { claims, isB2b } = useSignedInUser();
  const { data: customer, isPending } = useCustomer();
  const areas: OverviewArea[] = useMenuItems()
    .filter((item) => item.tile && !item.external)
    .map((item) => ({
      id: item.id,
      to: item.href,
      icon: item.icon,
      titleId: `menu.${item.id}`,
      descriptionId: `overview.tiles.${item.id}`,
    }));
  return (
    <OverviewPage
      firstName={customer?.firstName}
      email={customer?.email ?? claims.email}
      isB2b={isB2b || Boolean(customer?.isB2b)}
      loading={isPending}
      areas={areas}
      latestOrder={
        <>
          <CutOffBanner />
          <LatestOrderCard />
        </>
      }
    />
  );
}
