import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { Modal } from '@/components/modal/modal';
import { Toaster } from '@/components/toast/toaster';
import { useBreakpoint } from '@/lib/use-breakpoint';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useCustomer } from '@/features/customer/api/get-customer';
import { B2bStatusBanner } from '@/features/customer/components/b2b-status-banner';
import { CustomerChangeToast } from '@/features/customer/components/customer-change-toast';
import { DeletedAccountRedirect } from '@/features/customer/components/deleted-account-redirect';
import { Footer } from '@/app/shell/footer';
import { Header } from '@/app/shell/header';
import { ShopMenu } from '@/app/shell/shop-menu';
import { SideMenu } from '@/app/shell/side-menu';
import { ShellTestVariants } from '@/app/shell/shell-test-variants';
import { SkipLink } from '@/app/shell/skip-link';
import { useMenuItems } from '@/app/shell/use-menu-items';
import styles from '@/app/shell/app-shell.module.css';

/** The signed-in layout: header, side menu (a drawer below the large breakpoint), content. */
export function AppShell() {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const compact = breakpoint === 'small' || breakpoint === 'medium';
  const items = useMenuItems();
  const { isB2b } = useSignedInUser();
  const { data: customer } = useCustomer();
  const location = useLocation();
  const [drawerPath, setDrawerPath] = useState<string | undefined>(undefined);
  // The drawer belongs to the page it was opened on: navigating closes it.
  const drawerOpen = compact && drawerPath === location.pathname;
  const closeDrawer = () => {
    setDrawerPath(undefined);
  };

  const customerName = customer
    ? `${customer.firstName} ${customer.lastName}`.trim() || customer.email
    : undefined;

  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header
        customerName={customerName}
        compact={compact}
        menuOpen={drawerOpen}
        onOpenMenu={() => {
          setDrawerPath(location.pathname);
        }}
      />
      <div className={styles.body}>
        {compact ? null : (
          <aside className={styles.sidebar}>
            <SideMenu items={items} />
          </aside>
        )}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {isB2b || customer?.isB2b ? (
            <div className={styles.banner}>
              <B2bStatusBanner status={customer?.status} />
            </div>
          ) : null}
          <ShellTestVariants>
            <Outlet />
          </ShellTestVariants>
        </main>
      </div>
      <Footer />
      <Modal
        open={drawerOpen}
        onClose={closeDrawer}
        title={intl.formatMessage({ id: 'shell.menuTitle' })}
        placement="left"
      >
        <SideMenu items={items} signOutAsButton={breakpoint === 'small'} onNavigate={closeDrawer} />
        <ShopMenu variant="drawer" />
      </Modal>
      <Toaster />
      <CustomerChangeToast />
      <DeletedAccountRedirect />
    </div>
  );
}
