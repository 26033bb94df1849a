import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PageLoader } from '@/components/spinner/page-loader';
import { paths } from '@/config/paths';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { ConsentProvider } from '@/features/consent/consent-context';
import { ConsentBanner } from '@/features/consent/components/consent-banner';
import { DocumentRobots } from '@/features/vendor/components/document-robots';
import { ConsentedScripts } from '@/app/consented-scripts';
import { RouteError } from '@/app/routes/route-error';
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
 * Routes: the auth routes stand alone; everything else needs sign-in and renders in the shell.
 * Pages load lazily, so the first screen only carries the shell.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteError />,
      // Shown while the first lazy page loads.
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: [
        { path: paths.authCallback, element: <AuthCallback /> },
        { path: paths.logout, element: <LogoutPage /> },
        {
          path: paths.accountDeleted,
          lazy: async () => ({
            Component: (await import('@/app/routes/account-deleted')).AccountDeletedRoute,
          }),
        },
        {
          path: paths.changeEmailSuccess,
          lazy: async () => ({
            Component: (await import('@/app/routes/change-email')).ChangeEmailSuccessRoute,
          }),
        },
        {
          path: paths.changeEmailError,
          lazy: async () => ({
            Component: (await import('@/app/routes/change-email')).ChangeEmailErrorRoute,
          }),
        },
        {
          path: paths.doubleOptInConfirmation,
          lazy: async () => ({
            Component: (await import('@/app/routes/newsletter')).SubscriptionConfirmationRoute,
          }),
        },
        {
          path: paths.doubleOptInConfirmationSuccess,
          lazy: async () => ({
            Component: (await import('@/app/routes/newsletter')).SubscriptionSuccessRoute,
          }),
        },
        {
          path: paths.doubleOptInConfirmationError,
          lazy: async () => ({
            Component: (await import('@/app/routes/newsletter')).SubscriptionErrorRoute,
          }),
        },
        {
          path: paths.newsletterUnsubscribe,
          lazy: async () => ({
            Component: (await import('@/app/routes/newsletter')).NewsletterUnsubscribeRoute,
          }),
        },
        {
          path: paths.sharedBook.path,
          lazy: async () => ({
            Component: (await import('@/app/routes/widgets')).SharedBookRoute,
          }),
        },
        {
          // Signed in, but without the shell: the page only confirms and moves on.
          element: (
            <AuthGate>
              <Outlet />
            </AuthGate>
          ),
          children: [
            {
              path: paths.deleteAccountConfirmation,
              lazy: async () => ({
                Component: (await import('@/app/routes/delete-account-confirmation'))
                  .DeleteAccountConfirmationRoute,
              }),
            },
            {
              path: paths.changeEmailConfirmation,
              lazy: async () => ({
                Component: (await import('@/app/routes/change-email')).ChangeEmailConfirmationRoute,
              }),
            },
          ],
        },
        {
          element: (
            <AuthGate>
              <AppPhotoActions>
                <AppShell />
              </AppPhotoActions>
            </AuthGate>
          ),
          children: [
            {
              // Inside the shell, a crashing page keeps header and menu around it.
              errorElement: <RouteError inShell />,
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/overview')).OverviewRoute,
                  }),
                },
                {
                  path: paths.orders,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/orders')).OrdersRoute,
                  }),
                },
                {
                  path: paths.orderDetails.path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/orders')).OrderDetailsRoute,
                  }),
                },
                {
                  path: paths.savedProjects,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/saved-projects')).SavedProjectsRoute,
                  }),
                },
                {
                  path: paths.invoices,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/invoices')).InvoicesRoute,
                  }),
                },
                {
                  path: paths.ftpIntegration,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/ftp-integration')).FtpIntegrationRoute,
                  }),
                },
                {
                  path: paths.paymentMethod,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/payment-method')).PaymentMethodRoute,
                  }),
                },
                {
                  path: paths.paymentMethodB2b,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/payment-method')).PaymentMethodB2bRoute,
                  }),
                },
                {
                  path: paths.settings,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/settings')).SettingsRoute,
                  }),
                },
                {
                  path: paths.settingsB2b,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/settings')).SettingsB2bRoute,
                  }),
                },
                {
                  path: paths.changeEmail,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/change-email')).ChangeEmailRoute,
                  }),
                },
                {
                  path: paths.changeEmailB2b,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/change-email')).ChangeEmailB2bRoute,
                  }),
                },
                {
                  path: paths.changePassword,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/change-password')).ChangePasswordRoute,
                  }),
                },
                {
                  path: paths.changePasswordB2b,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/change-password'))
                      .ChangePasswordB2bRoute,
                  }),
                },
                {
                  path: paths.personalDetails,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/settings')).PersonalDetailsRoute,
                  }),
                },
                {
                  path: paths.allAddresses,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/settings')).AllAddressesRoute,
                  }),
                },
                ...[paths.addAddress, paths.changeAddress.path].map((path) => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/settings')).AddressRoute,
                  }),
                })),
                ...[paths.addAddressB2b, paths.changeAddressB2b.path].map((path) => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/settings')).AddressB2bRoute,
                  }),
                })),
                {
                  path: paths.photoManagement,
                  element: <Navigate to={paths.photos} replace />,
                },
                {
                  path: paths.photos,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/photos')).PhotosRoute,
                  }),
                  children: [
                    {
                      path: paths.photoPreview.path,
                      lazy: async () => ({
                        Component: (await import('@/app/routes/photos')).PhotoPreviewRoute,
                      }),
                    },
                  ],
                },
                {
                  path: paths.albums,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/photos')).AlbumsTabRoute,
                  }),
                },
                {
                  path: paths.album.path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/albums')).AlbumRoute,
                  }),
                  children: [
                    {
                      path: paths.albumPreview.path,
                      lazy: async () => ({
                        Component: (await import('@/app/routes/albums')).AlbumPreviewRoute,
                      }),
                    },
                  ],
                },
                {
                  path: paths.sharedAlbum.path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/albums')).SharedAlbumRoute,
                  }),
                  children: [
                    {
                      path: paths.sharedAlbumPreview.path,
                      lazy: async () => ({
                        Component: (await import('@/app/routes/albums')).SharedAlbumPreviewRoute,
                      }),
                    },
                  ],
                },
                {
                  path: paths.printsEditor.path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/prints-editor')).PrintsEditorRoute,
                  }),
                },
                {
                  path: paths.downloads,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/downloads')).DownloadsRoute,
                  }),
                },
                {
                  path: paths.exportDownload.path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/export-download')).ExportDownloadRoute,
                  }),
                },
                {
                  path: paths.widgets,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/widgets')).WidgetsRoute,
                  }),
                },
                {
                  path: paths.widgetShare.path,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/widgets')).WidgetRoute,
                  }),
                },
                {
                  path: paths.deleteAccountError,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/delete-account-error'))
                      .DeleteAccountErrorRoute,
                  }),
                },
                {
                  path: '*',
                  lazy: async () => ({
                    Component: (await import('@/app/routes/not-found')).NotFoundRoute,
                  }),
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
