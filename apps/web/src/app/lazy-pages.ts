import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * One export of a route module as a lazily loaded component: pages load on first use, so the
 * first screen only carries the shell. Modules with several pages load once for all of them.
 */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const accountDeleted = () => import('@/app/routes/account-deleted');
const albums = () => import('@/app/routes/albums');
const changeEmail = () => import('@/app/routes/change-email');
const changePassword = () => import('@/app/routes/change-password');
const deleteAccountConfirmation = () => import('@/app/routes/delete-account-confirmation');
const deleteAccountError = () => import('@/app/routes/delete-account-error');
const downloads = () => import('@/app/routes/downloads');
const exportDownload = () => import('@/app/routes/export-download');
const ftpIntegration = () => import('@/app/routes/ftp-integration');
const invoices = () => import('@/app/routes/invoices');
const newsletter = () => import('@/app/routes/newsletter');
const notFound = () => import('@/app/routes/not-found');
const orders = () => import('@/app/routes/orders');
const overview = () => import('@/app/routes/overview');
const paymentMethod = () => import('@/app/routes/payment-method');
const photos = () => import('@/app/routes/photos');
const printsEditor = () => import('@/app/routes/prints-editor');
const savedProjects = () => import('@/app/routes/saved-projects');
const settings = () => import('@/app/routes/settings');
const widgets = () => import('@/app/routes/widgets');

// Public pages.
export const AccountDeletedRoute = lazyPage(accountDeleted, 'AccountDeletedRoute');
export const ChangeEmailSuccessRoute = lazyPage(changeEmail, 'ChangeEmailSuccessRoute');
export const ChangeEmailErrorRoute = lazyPage(changeEmail, 'ChangeEmailErrorRoute');
export const SubscriptionConfirmationRoute = lazyPage(newsletter, 'SubscriptionConfirmationRoute');
export const SubscriptionSuccessRoute = lazyPage(newsletter, 'SubscriptionSuccessRoute');
export const SubscriptionErrorRoute = lazyPage(newsletter, 'SubscriptionErrorRoute');
export const NewsletterUnsubscribeRoute = lazyPage(newsletter, 'NewsletterUnsubscribeRoute');
export const SharedBookRoute = lazyPage(widgets, 'SharedBookRoute');

// Signed in, without the shell.
export const DeleteAccountConfirmationRoute = lazyPage(
  deleteAccountConfirmation,
  'DeleteAccountConfirmationRoute',
);
export const ChangeEmailConfirmationRoute = lazyPage(changeEmail, 'ChangeEmailConfirmationRoute');

// In the shell.
export const OverviewRoute = lazyPage(overview, 'OverviewRoute');
export const OrdersRoute = lazyPage(orders, 'OrdersRoute');
export const OrderDetailsRoute = lazyPage(orders, 'OrderDetailsRoute');
export const SavedProjectsRoute = lazyPage(savedProjects, 'SavedProjectsRoute');
export const InvoicesRoute = lazyPage(invoices, 'InvoicesRoute');
export const FtpIntegrationRoute = lazyPage(ftpIntegration, 'FtpIntegrationRoute');
export const PaymentMethodRoute = lazyPage(paymentMethod, 'PaymentMethodRoute');
export const PaymentMethodB2bRoute = lazyPage(paymentMethod, 'PaymentMethodB2bRoute');
export const SettingsRoute = lazyPage(settings, 'SettingsRoute');
export const SettingsB2bRoute = lazyPage(settings, 'SettingsB2bRoute');
export const ChangeEmailRoute = lazyPage(changeEmail, 'ChangeEmailRoute');
export const ChangeEmailB2bRoute = lazyPage(changeEmail, 'ChangeEmailB2bRoute');
export const ChangePasswordRoute = lazyPage(changePassword, 'ChangePasswordRoute');
export const ChangePasswordB2bRoute = lazyPage(changePassword, 'ChangePasswordB2bRoute');
export const PersonalDetailsRoute = lazyPage(settings, 'PersonalDetailsRoute');
export const AllAddressesRoute = lazyPage(settings, 'AllAddressesRoute');
export const AddressRoute = lazyPage(settings, 'AddressRoute');
export const AddressB2bRoute = lazyPage(settings, 'AddressB2bRoute');
export const PhotosRoute = lazyPage(photos, 'PhotosRoute');
export const PhotoPreviewRoute = lazyPage(photos, 'PhotoPreviewRoute');
export const AlbumsTabRoute = lazyPage(photos, 'AlbumsTabRoute');
export const AlbumRoute = lazyPage(albums, 'AlbumRoute');
export const AlbumPreviewRoute = lazyPage(albums, 'AlbumPreviewRoute');
export const SharedAlbumRoute = lazyPage(albums, 'SharedAlbumRoute');
export const SharedAlbumPreviewRoute = lazyPage(albums, 'SharedAlbumPreviewRoute');
export const PrintsEditorRoute = lazyPage(printsEditor, 'PrintsEditorRoute');
export const DownloadsRoute = lazyPage(downloads, 'DownloadsRoute');
export const ExportDownloadRoute = lazyPage(exportDownload, 'ExportDownloadRoute');
export const WidgetsRoute = lazyPage(widgets, 'WidgetsRoute');
export const WidgetRoute = lazyPage(widgets, 'WidgetRoute');
export const DeleteAccountErrorRoute = lazyPage(deleteAccountError, 'DeleteAccountErrorRoute');
export const NotFoundRoute = lazyPage(notFound, 'NotFoundRoute');

/** The modules of the pages customers land on (from a bookmark, a mail, the shop's menu). */
const landingModules = { overview, photos, albums, orders, settings };
type LandingModule = keyof typeof landingModules;

const LANDING_PAGES: readonly (readonly [pattern: string, module: LandingModule])[] = [
  ['/', 'overview'],
  [paths.photos, 'photos'],
  [paths.photoPreview.path, 'photos'],
  [paths.albums, 'photos'],
  [paths.album.path, 'albums'],
  [paths.albumPreview.path, 'albums'],
  [paths.orders, 'orders'],
  [paths.orderDetails.path, 'orders'],
  [paths.settings, 'settings'],
];

/** The module the page at `pathname` needs, when it is a landing page. */
export function landingPageModule(pathname: string): LandingModule | undefined {
  return LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}

/**
 * Starts loading the code of the page at `pathname` as the app boots, beside its first answers
 * (configuration, texts, session), rather than once they are in and the routes first render
 * (decision 0303). A failure is left to the page's own load, which tries again.
 */
export function startLoadingLandingPage(pathname: string): void {
  const module = landingPageModule(pathname);
  if (module) {
    landingModules[module]().catch(() => undefined);
  }
}
