import { useVendor } from '@/lib/runtime-context';
import { AccountDeletedPage } from '@/features/account-deletion/components/account-deleted-page';
import { BrandLogo } from '@/features/vendor/components/brand-logo';

/** `/account-deleted` (public, no shell): the brand's logo over the account-deleted message. */
export function AccountDeletedRoute() {
  const vendor = useVendor();
  return <AccountDeletedPage top={<BrandLogo vendor={vendor} height={34} />} />;
}
