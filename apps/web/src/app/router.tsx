import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PageLoader } from '@/components/spinner/page-loader';
import { paths } from '@/config/paths';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { DocumentRobots } from '@/features/vendor/components/document-robots';
import { RouteError } from '@/app/routes/route-error';
import { AppPhotoActions } from '@/app/photo-actions';
import { AppShell } from '@/app/shell/app-shell';

function Root() {
  return (
    <>
      <DocumentRobots />
      <Outlet />
    </>
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
                  path: paths.ftpIntegration,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/ftp-integration')).FtpIntegrationRoute,
                  }),
                },
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
                      path: 'preview/:photoId',
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
                  path: paths.album,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/albums')).AlbumRoute,
                  }),
                  children: [
                    {
                      path: 'preview/:photoId',
                      lazy: async () => ({
                        Component: (await import('@/app/routes/albums')).AlbumPreviewRoute,
                      }),
                    },
                  ],
                },
                {
                  path: paths.sharedAlbum,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/albums')).SharedAlbumRoute,
                  }),
                  children: [
                    {
                      path: 'preview/:photoId',
                      lazy: async () => ({
                        Component: (await import('@/app/routes/albums')).SharedAlbumPreviewRoute,
                      }),
                    },
                  ],
                },
                {
                  path: paths.printsEditor,
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
                  path: paths.exportDownload,
                  lazy: async () => ({
                    Component: (await import('@/app/routes/export-download')).ExportDownloadRoute,
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
