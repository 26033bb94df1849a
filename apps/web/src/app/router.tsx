import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/spinner/page-loader';
import { paths } from '@/config/paths';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { ConsentProvider } from '@/features/consent/consent-context';
import { ConsentBanner } from '@/features/consent/components/consent-banner';
import { DocumentRobots } from '@/features/vendor/components/document-robots';
import { ConsentedScripts } from '@/app/consented-scripts';
import * as pages from '@/app/lazy-pages';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { AppPhotoActions } from '@/app/photo-actions';
import { AppShell } from '@/app/shell/app-shell';

/** Around every page, public ones too: robots, the cookie choice and what it lets load. */
function Root() {
  return (
    <ConsentProvider>
      <DocumentRobots />
      <Outlet />
      <ConsentedScripts />
      <ConsentBanner />
    </ConsentProvider>
  );
}

/**
 * Inside the shell, a crashing page keeps header and menu around it, and so does a page whose
 * code is still coming: navigations are not transitions under Preact (decision 0298), so the
 * loader takes the page's place rather than the whole screen.
 */
function ShellPages() {
  const intl = useIntl();
  return (
    <RouteErrorBoundary inShell>
      <Suspense fallback={<PageLoader label={intl.formatMessage({ id: 'app.pageLoading' })} />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Routes: the auth routes stand alone; everything else needs sign-in and renders in the shell.
 * A function rather than a component so that tests can read the tree (createRoutesFromElements).
 */
export function appRoutes() {
  return (
    <Route element={<Root />}>
      <Route path={paths.authCallback} element={<AuthCallback />} />
      <Route path={paths.logout} element={<LogoutPage />} />
      <Route path={paths.accountDeleted} element={<pages.AccountDeletedRoute />} />
      <Route path={paths.changeEmailSuccess} element={<pages.ChangeEmailSuccessRoute />} />
      <Route path={paths.changeEmailError} element={<pages.ChangeEmailErrorRoute />} />
      <Route
        path={paths.doubleOptInConfirmation}
        element={<pages.SubscriptionConfirmationRoute />}
      />
      <Route
        path={paths.doubleOptInConfirmationSuccess}
        element={<pages.SubscriptionSuccessRoute />}
      />
      <Route path={paths.doubleOptInConfirmationError} element={<pages.SubscriptionErrorRoute />} />
      <Route path={paths.newsletterUnsubscribe} element={<pages.NewsletterUnsubscribeRoute />} />
      <Route path={paths.sharedBook.path} element={<pages.SharedBookRoute />} />
      {/* Signed in, but without the shell: the page only confirms and moves on. */}
      <Route
        element={
          <AuthGate>
            <Outlet />
          </AuthGate>
        }
      >
        <Route
          path={paths.deleteAccountConfirmation}
          element={<pages.DeleteAccountConfirmationRoute />}
        />
        <Route
          path={paths.changeEmailConfirmation}
          element={<pages.ChangeEmailConfirmationRoute />}
        />
      </Route>
      <Route
        element={
          <AuthGate>
            <AppPhotoActions>
              <AppShell />
            </AppPhotoActions>
          </AuthGate>
        }
      >
        <Route element={<ShellPages />}>
          <Route index element={<pages.OverviewRoute />} />
          <Route path={paths.orders} element={<pages.OrdersRoute />} />
          <Route path={paths.orderDetails.path} element={<pages.OrderDetailsRoute />} />
          <Route path={paths.savedProjects} element={<pages.SavedProjectsRoute />} />
          <Route path={paths.invoices} element={<pages.InvoicesRoute />} />
          <Route path={paths.ftpIntegration} element={<pages.FtpIntegrationRoute />} />
          <Route path={paths.paymentMethod} element={<pages.PaymentMethodRoute />} />
          <Route path={paths.paymentMethodB2b} element={<pages.PaymentMethodB2bRoute />} />
          <Route path={paths.settings} element={<pages.SettingsRoute />} />
          <Route path={paths.settingsB2b} element={<pages.SettingsB2bRoute />} />
          <Route path={paths.changeEmail} element={<pages.ChangeEmailRoute />} />
          <Route path={paths.changeEmailB2b} element={<pages.ChangeEmailB2bRoute />} />
          <Route path={paths.changePassword} element={<pages.ChangePasswordRoute />} />
          <Route path={paths.changePasswordB2b} element={<pages.ChangePasswordB2bRoute />} />
          <Route path={paths.personalDetails} element={<pages.PersonalDetailsRoute />} />
          <Route path={paths.allAddresses} element={<pages.AllAddressesRoute />} />
          <Route path={paths.addAddress} element={<pages.AddressRoute />} />
          <Route path={paths.changeAddress.path} element={<pages.AddressRoute />} />
          <Route path={paths.addAddressB2b} element={<pages.AddressB2bRoute />} />
          <Route path={paths.changeAddressB2b.path} element={<pages.AddressB2bRoute />} />
          <Route path={paths.photoManagement} element={<Navigate to={paths.photos} replace />} />
          <Route path={paths.photos} element={<pages.PhotosRoute />}>
            <Route path={paths.photoPreview.path} element={<pages.PhotoPreviewRoute />} />
          </Route>
          <Route path={paths.albums} element={<pages.AlbumsTabRoute />} />
          <Route path={paths.album.path} element={<pages.AlbumRoute />}>
            <Route path={paths.albumPreview.path} element={<pages.AlbumPreviewRoute />} />
          </Route>
          <Route path={paths.sharedAlbum.path} element={<pages.SharedAlbumRoute />}>
            <Route
              path={paths.sharedAlbumPreview.path}
              element={<pages.SharedAlbumPreviewRoute />}
            />
          </Route>
          <Route path={paths.printsEditor.path} element={<pages.PrintsEditorRoute />} />
          <Route path={paths.downloads} element={<pages.DownloadsRoute />} />
          <Route path={paths.exportDownload.path} element={<pages.ExportDownloadRoute />} />
          <Route path={paths.widgets} element={<pages.WidgetsRoute />} />
          <Route path={paths.widgetShare.path} element={<pages.WidgetRoute />} />
          <Route path={paths.deleteAccountError} element={<pages.DeleteAccountErrorRoute />} />
          <Route path="*" element={<pages.NotFoundRoute />} />
        </Route>
      </Route>
    </Route>
  );
}

/**
 * The app's pages (declarative routing: the data router's code stays out of the bundle). Until
 * the first page's code has loaded, the full-screen loader; in the shell, later navigations show
 * the page loader inside it (ShellPages).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Routes>{appRoutes()}</Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
