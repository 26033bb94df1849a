import { DELETE_ACCOUNT_CONFIRMATION_PATH } from '@my-account/contract/account-deletion';
import { EMAIL_CHANGE_CONFIRMATION_PATH } from '@my-account/contract/email-change';
import {
  NEWSLETTER_UNSUBSCRIBE_PATH,
  SUBSCRIPTION_CONFIRMATION_PATH,
} from '@my-account/contract/newsletter';
import { SHARED_BOOK_PATH } from '@my-account/contract/widgets';

const segment = encodeURIComponent;

/**
 * Every app URL in one place (the spec's routes). The router declares its routes with them and
 * every link and navigation goes through them, never through string literals, so a renamed
 * route changes in this file only. A route without parameters is its own link; a route with
 * parameters has its `path` pattern (for the router) and `getHref` (for links).
 */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  logout: '/logout',
  accountDeleted: '/account-deleted',
  /** The page the account deletion e-mail links to (`?confirmation-token=`). */
  deleteAccountConfirmation: DELETE_ACCOUNT_CONFIRMATION_PATH,
  deleteAccountError: '/delete-account-error',
  orders: '/orders',
  orderDetails: {
    path: '/orders/:orderCode',
    getHref: (orderCode: string) => `/orders/${segment(orderCode)}`,
  },
  invoices: '/invoices',
  ftpIntegration: '/integration',
  settings: '/settings',
  settingsB2b: '/settings/b2b',
  personalDetails: '/settings/personal-details',
  allAddresses: '/settings/addresses/all',
  addAddress: '/settings/new-address',
  changeAddress: {
    path: '/settings/address/:id',
    getHref: (addressId: string) => `/settings/address/${segment(addressId)}`,
  },
  addAddressB2b: '/settings/b2b/new-address',
  changeAddressB2b: {
    path: '/settings/b2b/address/:id',
    getHref: (addressId: string) => `/settings/b2b/address/${segment(addressId)}`,
  },
  paymentMethod: '/settings/payment-method',
  paymentMethodB2b: '/settings/b2b/payment-method',
  changeEmail: '/settings/email',
  changeEmailB2b: '/settings/b2b/email',
  /** Where the e-mail change mail links to (the server writes the link). */
  changeEmailConfirmation: EMAIL_CHANGE_CONFIRMATION_PATH,
  changeEmailSuccess: '/change-email-success',
  changeEmailError: '/change-email-error',
  /** The newsletter's double opt-in pages (public); the mail links to the first. */
  doubleOptInConfirmation: SUBSCRIPTION_CONFIRMATION_PATH,
  doubleOptInConfirmationSuccess: '/subscription-confirmation-success',
  doubleOptInConfirmationError: '/subscription-confirmation-error',
  /** The unsubscribe link of every newsletter mail (public; decision 0201). */
  newsletterUnsubscribe: NEWSLETTER_UNSUBSCRIBE_PATH,
  changePassword: '/settings/password',
  changePasswordB2b: '/settings/b2b/password',
  savedProjects: '/saved-projects',
  photoManagement: '/my-photos',
  photos: '/my-photos/photos',
  photoPreview: {
    path: '/my-photos/photos/preview/:photoId',
    getHref: (photoId: string) => `/my-photos/photos/preview/${segment(photoId)}`,
  },
  albums: '/my-photos/albums',
  album: {
    path: '/my-photos/albums/:id',
    getHref: (albumId: string) => `/my-photos/albums/${segment(albumId)}`,
  },
  albumPreview: {
    path: '/my-photos/albums/:id/preview/:photoId',
    getHref: (albumId: string, photoId: string) =>
      `/my-photos/albums/${segment(albumId)}/preview/${segment(photoId)}`,
  },
  sharedAlbum: {
    path: '/my-photos/shared-albums/:id',
    getHref: (albumId: string) => `/my-photos/shared-albums/${segment(albumId)}`,
  },
  sharedAlbumPreview: {
    path: '/my-photos/shared-albums/:id/preview/:photoId',
    getHref: (albumId: string, photoId: string) =>
      `/my-photos/shared-albums/${segment(albumId)}/preview/${segment(photoId)}`,
  },
  downloads: '/downloads',
  /** The export download page the export e-mail links to. */
  exportDownload: {
    path: '/my-photos/exports/:backupId',
    getHref: (backupId: string) => `/my-photos/exports/${segment(backupId)}`,
  },
  /**
   * Our prints editor entry page; `{vendor}` of the default editor URL is its last segment. Only
   * the router needs it: the app reaches the editor through the configured editor URL.
   */
  printsEditor: { path: '/prints-editor/:vendor' },
  widgets: '/online-products',
  /** One online photo book: viewer, share by e-mail, gallery, delete (the spec's widgetShare). */
  widgetShare: {
    path: '/online-products/:productCode',
    getHref: (productCode: string) => `/online-products/${segment(productCode)}`,
  },
  /** The public page a share mail links to (no sign-in, no shell; decision 0246). */
  sharedBook: { path: `${SHARED_BOOK_PATH}/:token` },
} as const;

/** Query parameter of /logout that names where to go once the provider has signed out. */
export const LOGOUT_REDIRECT_PARAM = 'redirectUrl';

/** Query value (`stripped=true`) of the library in native-app web views, decision 0060. */
export const STRIPPED_PARAM = 'stripped';
